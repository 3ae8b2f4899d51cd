# In JSON, the spec decides: an attr spec reads an object value as an expression.

result_type = object({
  thing = map(number)
})

result = {
  "thing" = {
    "a" = 1
  }
}
