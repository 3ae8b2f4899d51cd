# A property named as a block type holds a block body.

result_type = object({
  thing = object({
    a = number
  })
})

result = {
  "thing" = {
    "a" = 1
  }
}
