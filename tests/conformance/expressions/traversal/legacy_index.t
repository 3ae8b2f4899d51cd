# The legacy index form .N indexes a tuple or list by a number.

result_type = object({
  mixed = number
  second = string
})

result = {
  "mixed" = 2
  "second" = "b"
}
