thing {
  a = 1
}
