# Arithmetic operators; the modulo truncates toward zero.

result_type = object({
  add = number
  div = number
  div_inexact = number
  mod = number
  mod_frac = number
  mod_neg = number
  mul = number
  neg = number
  sub = number
})

result = {
  "add" = 3
  "div" = 3.5
  "div_inexact" = 0.6666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666667
  "mod" = 1
  "mod_frac" = -1.5
  "mod_neg" = -1
  "mul" = 42
  "neg" = -5
  "sub" = 5.5
}
