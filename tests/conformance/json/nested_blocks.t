# Blocks nest in JSON as in the native syntax.

result_type = object({
  outer = object({
    inner = list(object({
      v = number
    }))
    name = string
  })
})

result = {
  "outer" = {
    "inner" = [
      {
        "v" = 1
      },
      {
        "v" = 2
      },
    ]
    "name" = "o"
  }
}
