obj[*].k
# RUN: %eval %vars -e %text
# CHECK: {"value":["v"],"type":["tuple",["string"]]}
