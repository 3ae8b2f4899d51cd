a = 1 && true
