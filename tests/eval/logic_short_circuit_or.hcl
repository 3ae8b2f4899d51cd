true || lower(null)
# VARS: {"flag": true, "n": 3, "nothing": null}
# CHECK: {"value":true,"type":"bool"}
