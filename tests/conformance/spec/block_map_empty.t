# A block_map with no blocks is an empty map.

result_type = object({
  service = map(object({
    port = number
  }))
})

result = {
  "service" = {}
}
