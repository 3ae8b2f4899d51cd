# Standard functions in the spec's own expressions.

result_type = object({
  json = tuple([number, string])
  len = number
  max = number
  sub = string
})

result = {
  "json" = [
    1,
    "a",
  ]
  "len" = 5
  "max" = 9
  "sub" = "def"
}
