third = 1 / 3
tenths = 0.1 + 0.2
neg_zero = -0
product = 1.1 * 1.1
