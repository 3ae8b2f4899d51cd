# Block specs nest inside one another.

result_type = object({
  outer = object({
    inner = map(number)
    item = list(bool)
  })
})

result = {
  "outer" = {
    "inner" = {
      "a" = 1
      "b" = 2
    }
    "item" = [
      true,
    ]
  }
}
