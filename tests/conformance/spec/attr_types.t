# Each kind of type expression in attr specs, converting the given values.

result_type = object({
  a = tuple([number, string])
  b = bool
  l = list(string)
  m = map(string)
  n = number
  o = object({
    name = string
  })
  s = string
  st = set(string)
  t = tuple([string, number])
})

result = {
  "a" = [
    1,
    "x",
  ]
  "b" = false
  "l" = [
    "a",
    "1",
  ]
  "m" = {
    "x" = "1"
    "y" = "2"
  }
  "n" = 2.5
  "o" = {
    "name" = "n"
  }
  "s" = "1"
  "st" = [
    "a",
    "b",
  ]
  "t" = [
    "a",
    2,
  ]
}
