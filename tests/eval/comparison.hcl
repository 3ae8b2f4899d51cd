[1 < 2, 2 <= 2, 3 > 4, "10" >= 9]
# RUN: %eval -e %text
# CHECK: {"value":[true,true,false,true],"type":["tuple",["bool","bool","bool","bool"]]}
