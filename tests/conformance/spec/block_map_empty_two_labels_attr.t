# A block_map with no blocks is an empty map of the element type, whatever
# the number of labels.

result_type = object({
  m2 = map(number)
})

result = {
  "m2" = {}
}
