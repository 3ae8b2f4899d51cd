thing {
  a = 1
}
thing {
  a = 2
}
