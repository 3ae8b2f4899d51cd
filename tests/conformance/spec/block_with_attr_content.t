# A block's nested spec may be any spec, here a single attr.

result_type = object({
  thing = number
})

result = {
  "thing" = 1
}
