# Variables declared in the spec, whose values may call standard functions.

result_type = object({
  a = string
  b = number
  c = string
})

result = {
  "a" = "hello"
  "b" = 20
  "c" = "V"
}
