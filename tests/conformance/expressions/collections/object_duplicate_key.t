# The same key twice in one object constructor: the last one wins, no error.

result_type = object({
  a = object({
    x = number
  })
})

result = {
  "a" = {
    "x" = 2
  }
}
