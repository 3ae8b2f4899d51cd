[nosuch || true, nosuch && false, lower(null) && nothing]
# VARS: {"flag": true, "n": 3, "nothing": null}
# CHECK: {"value":[true,false,false],"type":["tuple",["bool","bool","bool"]]}
