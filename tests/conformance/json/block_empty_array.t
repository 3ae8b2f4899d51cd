# An empty array defines no blocks.

result_type = object({
  thing = list(object({
    a = number
  }))
})

result = {
  "thing" = []
}
