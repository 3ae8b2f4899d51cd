# Object specs nest, all reading the same body.

result_type = object({
  b = number
  inner = object({
    a = number
  })
})

result = {
  "b" = 2
  "inner" = {
    "a" = 1
  }
}
