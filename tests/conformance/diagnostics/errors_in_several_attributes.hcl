a = "x" * 2
b = nope
c = [for v in 1 : v]
