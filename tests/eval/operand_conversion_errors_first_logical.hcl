{a = 1} || ["${[]}", nosuch]
# VARS: {"flag": true, "n": 3, "nothing": null}
# CHECK-DIAG: @1:1-1:8 Invalid operand: Unsuitable value for left operand: bool required, but have object.
# CHECK-DIAG: @1:12-1:29 Invalid operand: Unsuitable value for right operand: bool required, but have tuple.
# CHECK-DIAG: @1:22-1:28 Unknown variable: There is no variable named "nosuch".
