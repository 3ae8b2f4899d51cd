# Identifiers may contain dashes and underscores and start with an underscore.

result_type = object({
  _under_score = number
  foo-bar = number
  x--y = number
})

result = {
  "_under_score" = 2
  "foo-bar" = 1
  "x--y" = 3
}
