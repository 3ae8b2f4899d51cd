# Attributes of each primitive type, a null and a list, each on its own line.

result_type = object({
  list = list(number)
  nothing = string
  num = number
  str = string
  yes = bool
})

result = {
  "list" = [
    1,
    2,
  ]
  "nothing" = null
  "num" = 42
  "str" = "hello"
  "yes" = true
}
