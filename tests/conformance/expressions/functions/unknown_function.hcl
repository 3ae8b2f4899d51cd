a = nope(1)
