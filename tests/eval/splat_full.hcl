objs[*].name
# RUN: %eval %vars -e %text
# CHECK: {"value":["p","q"],"type":["tuple",["string","string"]]}
