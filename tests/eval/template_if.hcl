"%{ if n > 1 }many%{ else }one%{ endif }/%{ if false }never%{ endif }"
# RUN: %eval %vars -e %text
# CHECK: {"value":"many/","type":"string"}
