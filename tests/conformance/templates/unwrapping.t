# A template that is only one interpolation yields the value itself, of any type.

result_type = object({
  list = tuple([number, number])
  null = any
  number = number
  padded = string
})

result = {
  "list" = [
    1,
    2,
  ]
  "null" = null
  "number" = 42
  "padded" = " 42"
}
