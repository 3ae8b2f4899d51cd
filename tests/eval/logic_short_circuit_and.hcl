false && nosuch
# VARS: {"flag": true, "n": 3, "nothing": null}
# CHECK: {"value":false,"type":"bool"}
