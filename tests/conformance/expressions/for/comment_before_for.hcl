a = {
  # a comment before for
  for k, v in { p = 1, q = 2 } : k => v + 1
}
b = { /* inline */ for k, v in { p = 1 } : v => k }
c = { // to the end of the line
  for k, v in { p = 1 } : "${k}x" => v
}
d = [ # also in a tuple
  for v in [1, 2] : v
]
