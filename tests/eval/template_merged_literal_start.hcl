[floor("a%b$c${[]}"), tostring(1, "ab$${x}cd"), tostring(1, "%%{x}y")]
# RUN: %eval %flag_vars -e %text
# CHECK-STDERR: @1:16-1:18 Invalid template interpolation value: Cannot include the given value in a string template: string required, but have tuple.
# CHECK-STDERR: @1:9-1:14 Invalid function argument: Invalid value for "num" parameter: a number is required.
# CHECK-STDERR: @1:36-1:45 Too many function arguments: Function "tostring" expects only 1 argument(s).
# CHECK-STDERR: @1:62-1:68 Too many function arguments: Function "tostring" expects only 1 argument(s).
# EXIT: 2
