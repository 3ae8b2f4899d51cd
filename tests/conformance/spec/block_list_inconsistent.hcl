item {
  v = [1]
}
item {
  v = {a = 1}
}
