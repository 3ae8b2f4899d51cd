empty = {}
colon = { a: 1, b: "x" }
equals = { a = 1, b = "x" }
newlines = {
  a = 1
  b = 2
}
quoted_key = { "with space" = true }
paren_key = { (k) = "from variable" }
template_key = { "${k}-suffix" = 1 }
number_key = { 1 = "one" }
