# A condition converts from a string to a bool.

result_type = object({
  a = number
})

result = {
  "a" = 1
}
