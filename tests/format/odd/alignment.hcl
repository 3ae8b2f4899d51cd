aa = 1
b = 2

ccc = 3
dd {
}
e = 5
ffff = {
  g = 1
}
h = 1
