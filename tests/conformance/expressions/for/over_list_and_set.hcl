l = ["a", "b"]
m = { x = 1, y = "2" }
item {
  v = "q"
}
item {
  v = "p"
}
