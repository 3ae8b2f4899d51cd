# The two results are unified to one type: 1 and "x" become strings.

result_type = object({
  list = list(string)
  null_branch = string
  num_or_str = string
})

result = {
  "list" = [
    "a",
  ]
  "null_branch" = null
  "num_or_str" = "1"
}
