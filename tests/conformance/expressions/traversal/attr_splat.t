# The attribute-only splat .*, applied to a tuple, a single object and null.

result_type = object({
  names = tuple([string, string])
  nested = tuple([number, number])
  on_null = tuple([])
  on_object = tuple([string])
})

result = {
  "names" = [
    "a",
    "b",
  ]
  "nested" = [
    1,
    2,
  ]
  "on_null" = []
  "on_object" = [
    "only",
  ]
}
