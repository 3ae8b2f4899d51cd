# The if clause filters elements.

result_type = object({
  evens = tuple([number, number, number])
  keys = object({
    a = number
    c = number
  })
  none = tuple([])
})

result = {
  "evens" = [
    2,
    4,
    6,
  ]
  "keys" = {
    "a" = 1
    "c" = 3
  }
  "none" = []
}
