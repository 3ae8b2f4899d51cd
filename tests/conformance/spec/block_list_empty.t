# A block_list with no blocks is an empty list.

result_type = object({
  item = list(object({
    v = number
  }))
})

result = {
  "item" = []
}
