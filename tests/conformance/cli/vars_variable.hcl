a = b
