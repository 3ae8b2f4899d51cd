# Index and splat after parenthesized expressions and constructors.

result_type = object({
  a = string
  b = tuple([string, string])
})

result = {
  "a" = "a"
  "b" = [
    "x",
    "y",
  ]
}
