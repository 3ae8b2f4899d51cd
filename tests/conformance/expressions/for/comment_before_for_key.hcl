a = {
  # a comment, then a key named "for"
  for = 1
}
