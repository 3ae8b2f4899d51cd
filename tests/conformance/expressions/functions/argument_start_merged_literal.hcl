a = one(1, "ab$${x}cd${1}")
