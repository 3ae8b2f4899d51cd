[
  a,
  b # comment
] == (c)
