# An array of objects defines several blocks of one type.

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
