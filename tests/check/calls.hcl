[length(l) + 1, upper(l), upper(), upper("a", "b"), max(l...), nosuch(1), jsondecode(s)]
# RUN: %check -T '{"l": ["list", "number"], "s": "string"}' -e %text
# CHECK: ["tuple",["number","dynamic","dynamic","dynamic","dynamic","dynamic","dynamic"]]
# CHECK-STDERR: @1:23-1:24 Invalid function argument: Invalid value for "str" parameter: string required, but have list of number.
# CHECK-STDERR: @1:33-1:34 Not enough function arguments: Function "upper" expects 1 argument(s). Missing value for "str".
# CHECK-STDERR: @1:48-1:49 Too many function arguments: Function "upper" expects only 1 argument(s).
# CHECK-STDERR: @1:64-1:70 Call to unknown function: There is no function named "nosuch".
# EXIT: 2
