# JSON string escapes, surrogate pairs, and NFC normalization.

result_type = object({
  a = string
  b = string
})

result = {
  "a" = "café 😀 \"q\" \\ / \t"
  "b" = "é"
}
