{a = [1, -1 / 0]}
# VARS: {"flag": true, "n": 3, "nothing": null}
# CHECK-DIAG: @- Cannot encode result as JSON: failed to serialize value: cannot serialize infinity as JSON
