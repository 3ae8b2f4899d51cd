flag ? tostring(null) : 1
# VARS: {"flag": true, "n": 3, "nothing": null}
# CHECK: {"value":null,"type":"string"}
