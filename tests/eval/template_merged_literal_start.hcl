[floor("a%b$c${[]}"), tostring(1, "ab$${x}cd"), tostring(1, "%%{x}y")]
# VARS: {"flag": true, "n": 3, "nothing": null}
# CHECK-DIAG: @1:16-1:18 Invalid template interpolation value: Cannot include the given value in a string template: string required, but have tuple.
# CHECK-DIAG: @1:9-1:14 Invalid function argument: Invalid value for "num" parameter: a number is required.
# CHECK-DIAG: @1:36-1:45 Too many function arguments: Function "tostring" expects only 1 argument(s).
# CHECK-DIAG: @1:62-1:68 Too many function arguments: Function "tostring" expects only 1 argument(s).
