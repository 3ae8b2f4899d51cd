[nosuch] + [nosuch2]
# VARS: {"flag": true, "n": 3, "nothing": null}
# CHECK-DIAG: @1:1-1:9 Invalid operand: Unsuitable value for left operand: number required, but have tuple.
# CHECK-DIAG: @1:12-1:21 Invalid operand: Unsuitable value for right operand: number required, but have tuple.
# CHECK-DIAG: @1:2-1:8 Unknown variable: There is no variable named "nosuch".
# CHECK-DIAG: @1:13-1:20 Unknown variable: There is no variable named "nosuch2".
