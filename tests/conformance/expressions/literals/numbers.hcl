int = 42
zero = 0
frac = 3.25
exp = 1e3
exp_plus = 2.5E+2
exp_minus = 125e-2
leading_zero = 007
neg = -17
