# For expressions producing objects.

result_type = object({
  by_index = object({
    p = number
    q = number
  })
  swap = object({
    x = string
    y = string
  })
})

result = {
  "by_index" = {
    "p" = 0
    "q" = 1
  }
  "swap" = {
    "x" = "a"
    "y" = "b"
  }
}
