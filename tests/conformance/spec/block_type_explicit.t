# block_type names the block when it differs from the result key.

result_type = object({
  key = object({
    a = number
  })
})

result = {
  "key" = {
    "a" = 1
  }
}
