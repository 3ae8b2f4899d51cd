[null || true, nothing || flag]
# VARS: {"flag": true, "n": 3, "nothing": null}
# CHECK: {"value":[true,true],"type":["tuple",["bool","bool"]]}
