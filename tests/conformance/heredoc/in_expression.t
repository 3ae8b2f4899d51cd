# Heredocs inside tuple constructors and call arguments.

result_type = object({
  a = tuple([string, string])
  b = string
})

result = {
  "a" = [
    "inside\n",
    "after",
  ]
  "b" = "X\n"
}
