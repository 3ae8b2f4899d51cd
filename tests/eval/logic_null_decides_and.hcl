[null && false, null && true, true && nothing]
# VARS: {"flag": true, "n": 3, "nothing": null}
# CHECK: {"value":[false,false,false],"type":["tuple",["bool","bool","bool"]]}
