v = cat(1, 2, 3)
w = a
n = 4
