# A property named "//" in a body is a comment.

result_type = object({
  a = number
  thing = object({
    b = number
  })
})

result = {
  "a" = 1
  "thing" = {
    "b" = 2
  }
}
