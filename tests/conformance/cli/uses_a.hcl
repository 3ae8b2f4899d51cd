x = a
