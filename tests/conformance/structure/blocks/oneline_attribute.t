# One-line blocks with one attribute, with a label, and empty.

result_type = object({
  a = object({
    x = number
  })
  b = map(object({
    y = string
  }))
  c = object({})
})

result = {
  "a" = {
    "x" = 1
  }
  "b" = {
    "lbl" = {
      "y" = "two"
    }
  }
  "c" = {}
}
