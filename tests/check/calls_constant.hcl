[tonumber("x"), element(t, 5)]
# TYPES: {"t": ["tuple", ["string"]]}
# CHECK: ["tuple",["dynamic","string"]]
# CHECK-DIAG: @1:12-1:13 Invalid function argument: Invalid value for "v" parameter: cannot convert "x" to number; given string must be a decimal representation of a number.
