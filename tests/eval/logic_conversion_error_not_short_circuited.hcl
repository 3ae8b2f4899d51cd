false && 1
# VARS: {"flag": true, "n": 3, "nothing": null}
# CHECK-DIAG: @1:10-1:11 Invalid operand: Unsuitable value for right operand: bool required, but have number.
