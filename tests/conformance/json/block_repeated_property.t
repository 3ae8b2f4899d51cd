# The same property repeated defines blocks in order.

result_type = object({
  thing = list(object({
    a = number
  }))
})

result = {
  "thing" = [
    {
      "a" = 1
    },
    {
      "a" = 2
    },
  ]
}
