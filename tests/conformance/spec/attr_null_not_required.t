# A required attribute set to null is present: the result is null.

result_type = object({
  a = string
})

result = {
  "a" = null
}
