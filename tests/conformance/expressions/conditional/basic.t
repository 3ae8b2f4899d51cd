# Conditionals, right-nested, with operators in the condition.

result_type = object({
  computed = string
  f = string
  nested = number
  t = string
})

result = {
  "computed" = "two"
  "f" = "no"
  "nested" = 2
  "t" = "yes"
}
