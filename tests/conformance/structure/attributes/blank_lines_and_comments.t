# Blank lines and comments of every kind between and after attributes.

result_type = object({
  a = number
  b = number
  c = number
})

result = {
  "a" = 1
  "b" = 2
  "c" = 3
}
