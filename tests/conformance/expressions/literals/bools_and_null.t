# The keywords true, false and null as values; null has the dynamic type.

result_type = object({
  f = bool
  n = any
  t = bool
})

result = {
  "f" = false
  "n" = null
  "t" = true
}
