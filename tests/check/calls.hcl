[length(l) + 1, upper(l), upper(), upper("a", "b"), max(l...), nosuch(1), jsondecode(s)]
# TYPES: {"l": ["list", "number"], "s": "string"}
# CHECK: ["tuple",["number","dynamic","dynamic","dynamic","dynamic","dynamic","dynamic"]]
# CHECK-DIAG: @1:23-1:24 Invalid function argument: Invalid value for "str" parameter: string required, but have list of number.
# CHECK-DIAG: @1:33-1:34 Not enough function arguments: Function "upper" expects 1 argument(s). Missing value for "str".
# CHECK-DIAG: @1:48-1:49 Too many function arguments: Function "upper" expects only 1 argument(s).
# CHECK-DIAG: @1:64-1:70 Call to unknown function: There is no function named "nosuch".
