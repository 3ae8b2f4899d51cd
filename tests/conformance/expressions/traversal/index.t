# Index by number, by expression, by a string that converts, and by key.

result_type = object({
  computed = string
  first = string
  key = string
  key_expr = string
  last = string
  literal = number
  string_index = string
})

result = {
  "computed" = "c"
  "first" = "a"
  "key" = "n"
  "key_expr" = "n"
  "last" = "c"
  "literal" = 20
  "string_index" = "b"
}
