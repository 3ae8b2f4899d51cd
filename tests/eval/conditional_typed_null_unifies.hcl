flag ? tostring(null) : 1
# RUN: %eval %flag_vars -e %text
# CHECK: {"value":null,"type":"string"}
