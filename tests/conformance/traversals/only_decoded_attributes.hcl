used = a
