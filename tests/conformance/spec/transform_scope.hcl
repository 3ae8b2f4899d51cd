input = upper("x")
var = v
n = "ab"
