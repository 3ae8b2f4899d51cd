# The root spec may be a single attr: the result is its value.

result_type = list(number)

result = [
  1,
  2,
]
