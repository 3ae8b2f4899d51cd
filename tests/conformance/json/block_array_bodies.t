# In a block's array, an array is one block read as one body, and null a
# block without contents.

result_type = object({
  rule = list(object({
    port = number
    protocol = string
  }))
})

result = {
  "rule" = [
    {
      "port" = 80
      "protocol" = "tcp"
    },
    {
      "port" = null
      "protocol" = null
    },
    {
      "port" = 443
      "protocol" = null
    },
  ]
}
