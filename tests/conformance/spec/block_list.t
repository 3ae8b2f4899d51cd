# A block_list gives a list with one element per block, in order.

result_type = object({
  item = list(object({
    v = number
  }))
})

result = {
  "item" = [
    {
      "v" = 1
    },
    {
      "v" = 2
    },
    {
      "v" = null
    },
  ]
}
