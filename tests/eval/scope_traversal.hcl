obj.list[1].name
# RUN: %eval %vars -e %text
# CHECK: {"value":"y","type":"string"}
