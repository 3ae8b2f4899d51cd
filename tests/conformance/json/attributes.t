# JSON values as attributes: strings, numbers of full precision, bools, null.

result_type = object({
  big = number
  frac = number
  nothing = string
  num = number
  str = string
  yes = bool
})

result = {
  "big" = 12345678901234567890123456789
  "frac" = 0.1
  "nothing" = null
  "num" = 42
  "str" = "hello"
  "yes" = true
}
