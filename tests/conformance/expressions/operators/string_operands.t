# Arithmetic and logical operands convert from strings.

result_type = object({
  and = bool
  less = bool
  product = number
  sum = number
})

result = {
  "and" = true
  "less" = true
  "product" = 5
  "sum" = 3
}
