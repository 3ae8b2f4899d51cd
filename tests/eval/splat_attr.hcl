objs.*.age
# RUN: %eval %vars -e %text
# CHECK: {"value":[1,2],"type":["tuple",["number","number"]]}
