# Blocks whose results differ in type are unified: 1 and "x" become strings.

result_type = object({
  item = list(object({
    v = string
  }))
})

result = {
  "item" = [
    {
      "v" = "1"
    },
    {
      "v" = "x"
    },
  ]
}
