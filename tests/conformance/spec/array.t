# An array spec gives a tuple of its specs' results in order.

result_type = tuple([number, string, bool])

result = [
  1,
  "two",
  true,
]
