# A block_set gives a set: equal blocks collapse.

result_type = object({
  tag = set(object({
    name = string
  }))
})

result = {
  "tag" = [
    {
      "name" = "a"
    },
    {
      "name" = "b"
    },
  ]
}
