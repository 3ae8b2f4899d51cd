thing
a = 1
