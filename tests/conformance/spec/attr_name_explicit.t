# An explicit name decouples the attribute's name from the result key.

result_type = object({
  result_key = string
})

result = {
  "result_key" = "value"
}
