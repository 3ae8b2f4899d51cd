# Tuple and object constructors: identifier keys, expression keys, colons,
# newlines as separators.
tup   = [1, "two", [3]]
empty = {}
obj = {
  name         = "n"
  "quoted"     = 1
  (computed)   = 2
  a.b          = 3
  colon: 4,
  true         = 5
}
