# An index after an attribute-only splat applies to the splat's result.

result_type = object({
  a = tuple([string, string])
})

result = {
  "a" = [
    "x",
    "y",
  ]
}
