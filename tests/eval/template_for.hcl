"%{ for i, x in xs }${i}:${x};%{ endfor }"
# RUN: %eval %vars -e %text
# CHECK: {"value":"0:a;1:b;2:c;","type":"string"}
