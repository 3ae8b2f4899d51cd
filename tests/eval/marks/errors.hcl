[
  try(parseint(sensitive("FF"), 10), "unreached"),
  parseint(sensitive("FF"), 10),
  tonumber(sensitive("a")),
  lookup({ a = 1 }, sensitive("b")),
]
# RUN: %tf -e %text
# CHECK-STDERR: @3:12-3:22 Invalid function argument: Invalid value for "number" parameter: cannot parse (sensitive value) as a base 10 integer.
# CHECK-STDERR: @4:12-4:22 Invalid function argument: Invalid value for "v" parameter: cannot convert this sensitive string to number.
# CHECK-STDERR: @5:10-5:11 Invalid function argument: Invalid value for "inputMap" parameter: the given object has no attribute (sensitive value).
# EXIT: 2
