# For over a list, a map and a set (decoded typed values given to transform specs).

result_type = object({
  from_list = tuple([string, string])
  from_map = object({
    x = number
    y = number
  })
  from_set = tuple([string, string])
})

result = {
  "from_list" = [
    "0:a",
    "1:b",
  ]
  "from_map" = {
    "x" = 2
    "y" = 3
  }
  "from_set" = [
    "p",
    "q",
  ]
}
