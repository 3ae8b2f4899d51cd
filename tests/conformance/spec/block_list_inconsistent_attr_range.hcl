item {
  value = [1, 2]
}
item {
  value = {a = 1}
}
