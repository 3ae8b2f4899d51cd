xs[n - 2]
# RUN: %eval %vars -e %text
# CHECK: {"value":"b","type":"string"}
