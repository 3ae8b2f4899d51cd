# Blocks nest to any depth.

result_type = object({
  outer = object({
    inner = object({
      innermost = object({
        name = string
      })
      name = string
    })
    name = string
  })
})

result = {
  "outer" = {
    "inner" = {
      "innermost" = {
        "name" = "ii"
      }
      "name" = "i"
    }
    "name" = "o"
  }
}
