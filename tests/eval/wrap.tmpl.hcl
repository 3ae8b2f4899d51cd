${nums}
# RUN: %eval %vars --template -e %text
# CHECK: {"value":[5,1,9],"type":["tuple",["number","number","number"]]}
