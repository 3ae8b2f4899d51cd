# Logical operators on bools.

result_type = object({
  and = bool
  double_not = bool
  not = bool
  or = bool
})

result = {
  "and" = false
  "double_not" = true
  "not" = false
  "or" = true
}
