a = nope
