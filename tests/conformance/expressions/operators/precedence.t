# Operator precedence and left associativity.

result_type = object({
  and_before_or = bool
  cmp_and_or = bool
  eq_chain = bool
  left_assoc_div = number
  left_assoc_sub = number
  mod_mul = number
  mul_before_add = number
  not_binds_tight = bool
  paren = number
  unary_minus = number
})

result = {
  "and_before_or" = true
  "cmp_and_or" = true
  "eq_chain" = true
  "left_assoc_div" = 8
  "left_assoc_sub" = 5
  "mod_mul" = 6
  "mul_before_add" = 7
  "not_binds_tight" = true
  "paren" = 9
  "unary_minus" = 6
}
