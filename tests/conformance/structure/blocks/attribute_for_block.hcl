thing = {
  a = 1
}
