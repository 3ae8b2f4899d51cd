# A two-label block_map with no blocks is a map of the nested type, one
# level only (an inner level always has a block).

result_type = object({
  rule = map(object({
    port = number
  }))
})

result = {
  "rule" = {}
}
