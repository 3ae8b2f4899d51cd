# Keywords are ordinary identifiers in attribute-name position.

result_type = object({
  if = string
  for = string
  null = string
  true = string
})

result = {
  "for" = "f"
  "if" = "i"
  "null" = "n"
  "true" = "t"
}
