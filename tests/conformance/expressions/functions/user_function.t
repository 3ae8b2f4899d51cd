# Functions declared in the spec are callable from the input.

result_type = object({
  a = string
  b = number
})

result = {
  "a" = "hello, world"
  "b" = 5
}
