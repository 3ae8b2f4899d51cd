# Spec expressions (variables, transform results) call the standard functions, which user functions of the same name do not hide; the input calls the user function.

result_type = object({
  input = string
  t = tuple([string, string])
  var = number
})

result = {
  "input" = "user function"
  "t" = [
    "AB",
    "ba",
  ]
  "var" = 2
}
