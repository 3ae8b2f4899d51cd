# For expressions producing tuples over tuples and objects, with and without keys.

result_type = object({
  from_object = tuple([string, string])
  from_object_values = tuple([number, number])
  upper = tuple([string, string])
  with_index = tuple([string, string])
})

result = {
  "from_object" = [
    "x1",
    "y2",
  ]
  "from_object_values" = [
    10,
    20,
  ]
  "upper" = [
    "a!",
    "b!",
  ]
  "with_index" = [
    "0=a",
    "1=b",
  ]
}
