# The root spec may be a block_list.

result_type = list(object({
  n = number
}))

result = [
  {
    "n" = 1
  },
]
