# Strings are NFC-normalized: a combining accent joins its base letter.

result_type = object({
  decomposed = string
  equal = bool
  length = number
})

result = {
  "decomposed" = "café"
  "equal" = true
  "length" = 4
}
