a = 1
b = "two"
c {
  d = 3
}
