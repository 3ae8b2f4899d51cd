mul_before_add = 1 + 2 * 3
paren = (1 + 2) * 3
left_assoc_sub = 10 - 3 - 2
left_assoc_div = 64 / 4 / 2
mod_mul = 7 % 4 * 2
cmp_and_or = 1 < 2 && 3 > 4 || true
and_before_or = true || false && false
not_binds_tight = !false == true
unary_minus = -2 * -3
eq_chain = 1 + 1 == 2
