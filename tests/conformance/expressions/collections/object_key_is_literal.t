# A bare identifier key is a literal name; parentheses make it an expression.

result_type = object({
  a = object({
    k = number
  })
  b = object({
    other = number
  })
})

result = {
  "a" = {
    "k" = 1
  }
  "b" = {
    "other" = 1
  }
}
