[[1, 2], [3, 4]][*][0]
# RUN: %eval -e %text
# CHECK: {"value":[1,3],"type":["tuple",["number","number"]]}
