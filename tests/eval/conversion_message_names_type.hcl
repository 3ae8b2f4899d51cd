[1 + [], convert(1, set(any)), upper(tolist([1])), convert([[]], object({}))]
# RUN: %eval %flag_vars -e %text
# CHECK-STDERR: @1:6-1:8 Invalid operand: Unsuitable value for right operand: number required, but have tuple.
# CHECK-STDERR: @1:18-1:19 Invalid function argument: Invalid value for "value" parameter: set of dynamic required, but have number.
# CHECK-STDERR: @1:38-1:45 Invalid function argument: Invalid value for "str" parameter: string required, but have list of number.
# CHECK-STDERR: @1:60-1:61 Invalid function argument: Invalid value for "value" parameter: object required, but have tuple.
# EXIT: 2
