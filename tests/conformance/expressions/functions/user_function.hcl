a = greet("world")
b = add(2, 3)
