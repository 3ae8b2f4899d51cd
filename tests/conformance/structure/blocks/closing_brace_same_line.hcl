thing {
  a = 1 }
