[1 == 1, "a" != "b", 1 == "1", null == null, [1] == [1], {a = 1} == {a = 1}, 1 == 1.0]
# RUN: %eval -e %text
# CHECK: {"value":[true,true,false,true,true,true,true],"type":["tuple",["bool","bool","bool","bool","bool","bool","bool"]]}
