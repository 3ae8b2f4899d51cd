# An empty JSON object: optional attributes are null, block lists are empty.

result_type = object({
  a = number
  b = list(object({}))
})

result = {
  "a" = null
  "b" = []
}
