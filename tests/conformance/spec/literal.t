# Literal specs give constant values regardless of the input.

result_type = object({
  l = tuple([number, number])
  n = number
  null = any
  o = object({
    a = bool
  })
  s = string
})

result = {
  "l" = [
    1,
    2,
  ]
  "n" = 1.5
  "null" = null
  "o" = {
    "a" = true
  }
  "s" = "x"
}
