empty = []
mixed = [1, "two", true, null]
nested = [[1, 2], [3]]
trailing_comma = [1, 2,]
multiline = [
  "a",
  "b"
]
