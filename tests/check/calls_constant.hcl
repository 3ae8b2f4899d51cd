[tonumber("x"), element(t, 5)]
# RUN: %check -T '{"t": ["tuple", ["string"]]}' -e %text
# CHECK: ["tuple",["dynamic","string"]]
# CHECK-STDERR: @1:12-1:13 Invalid function argument: Invalid value for "v" parameter: cannot convert "x" to number; given string must be a decimal representation of a number.
# EXIT: 2
