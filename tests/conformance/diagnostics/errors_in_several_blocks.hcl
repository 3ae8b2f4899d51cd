item {
  v = "x"
}
item {
  v = 1
}
item {
  v = "y"
}
