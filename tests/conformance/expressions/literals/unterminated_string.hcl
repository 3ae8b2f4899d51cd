a = "no end
b = 1
