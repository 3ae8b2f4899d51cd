# An absent optional block is a null of its object type.

result_type = object({
  thing = object({
    a = number
  })
})

result = {
  "thing" = null
}
