# Literals, operators by precedence, conditional and parentheses.
num    = 1.50e+3
str    = "plain"
flags  = [true, false, null]
arith  = -a + b * c / d % 2 - 1
logic  = !p || q && r == s
cmp    = [a < b, a <= b, a > b, a >= b, a != b]
cond   = x ? "yes" : (y ? 1 : 2)
paren  = (a + b) * c
