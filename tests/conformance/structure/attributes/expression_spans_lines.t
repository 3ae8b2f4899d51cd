# Newlines are ignored inside brackets and parentheses and separate object items.

result_type = object({
  a = list(number)
  b = number
  c = map(number)
})

result = {
  "a" = [
    1,
    2,
  ]
  "b" = 3
  "c" = {
    "x" = 1
    "y" = 2
  }
}
