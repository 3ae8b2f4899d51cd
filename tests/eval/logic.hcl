[true && !false || false, false || false, true && true]
# RUN: %eval -e %text
# CHECK: {"value":[true,false,true],"type":["tuple",["bool","bool","bool"]]}
