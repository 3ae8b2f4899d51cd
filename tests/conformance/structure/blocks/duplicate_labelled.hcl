p "a" {
  v = 1
  r = "x"
}
p "a" {
  v = "notnum"
  w = 1
}
p "b" {
  r = "y"
}
p "a" {
  v = nosuch
  r = "z"
}
