[-n, !true, -(-2.5)]
# RUN: %eval %vars -e %text
# CHECK: {"value":[-3,false,2.5],"type":["tuple",["number","bool","number"]]}
