nosuch || nothing
# VARS: {"flag": true, "n": 3, "nothing": null}
# CHECK-DIAG: @1:1-1:7 Unknown variable: There is no variable named "nosuch".
