result = {
  arr = [4, 1]
  d   = "fallback"
  lit = "X"
  t   = 8
  v   = [1, 2, 3]
  w   = 100
}
