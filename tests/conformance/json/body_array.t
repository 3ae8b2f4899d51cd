# A body may be an array of objects, visited in order.

result_type = object({
  a = number
  b = string
})

result = {
  "a" = 1
  "b" = "two"
}
