"%{ for x in xs }${x == "c" ? "e" : x}%{ endfor }${"\u0301"}|%{ if n > 1 }e%{ endif }\u0301"
# RUN: %eval %vars -e %text
# CHECK: {"value":"abé|é","type":"string"}
