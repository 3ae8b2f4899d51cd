# A block with no labels, decoded by a block spec.

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
