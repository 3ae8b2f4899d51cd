# Number literals: integers, fractions, exponents of either sign and case.

result_type = object({
  exp = number
  exp_minus = number
  exp_plus = number
  frac = number
  int = number
  leading_zero = number
  neg = number
  zero = number
})

result = {
  "exp" = 1000
  "exp_minus" = 1.25
  "exp_plus" = 250
  "frac" = 3.25
  "int" = 42
  "leading_zero" = 7
  "neg" = -17
  "zero" = 0
}
