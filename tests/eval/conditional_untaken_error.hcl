true ? 1 : missing_variable
# RUN: %eval %vars -e %text
# CHECK: {"value":1,"type":"number"}
