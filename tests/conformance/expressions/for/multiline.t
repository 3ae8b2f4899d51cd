# Inside brackets a for expression may span lines.

result_type = object({
  a = tuple([number, number])
})

result = {
  "a" = [
    4,
    9,
  ]
}
