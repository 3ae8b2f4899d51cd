xs.1
# RUN: %eval %vars -e %text
# CHECK: {"value":"b","type":"string"}
