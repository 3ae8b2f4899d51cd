spread = total(1, [2, 3]...)
all = total([4, 5, 6]...)
