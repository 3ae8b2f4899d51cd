[true && !false || false, false || false, true && true]
# CHECK: {"value":[true,false,true],"type":["tuple",["bool","bool","bool"]]}
