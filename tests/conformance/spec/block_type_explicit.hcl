actual {
  a = 1
}
