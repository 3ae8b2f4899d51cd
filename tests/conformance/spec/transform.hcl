n = 21
names = ["b", "a"]
