# An absent optional attribute is a null of the spec's type.

result_type = object({
  a = string
  b = list(number)
})

result = {
  "a" = null
  "b" = null
}
