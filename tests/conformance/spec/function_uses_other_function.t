# A user function's result expression sees its parameters.

result_type = object({
  a = number
})

result = {
  "a" = 6
}
