[1, "two", true, null, 0.1, -0, 123456789012345678901234567890]
# RUN: %eval -e %text
# CHECK: {"value":[1,"two",true,null,0.1,-0,123456789012345678901234567890],"type":["tuple",["number","string","bool","dynamic","number","number","number"]]}
