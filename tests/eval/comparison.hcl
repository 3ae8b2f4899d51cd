[1 < 2, 2 <= 2, 3 > 4, "10" >= 9]
# CHECK: {"value":[true,true,false,true],"type":["tuple",["bool","bool","bool","bool"]]}
