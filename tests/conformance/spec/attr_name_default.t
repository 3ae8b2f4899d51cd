# An attr spec's label is the attribute name when no name is given.

result_type = object({
  implicit = string
})

result = {
  "implicit" = "block label names the attribute"
}
