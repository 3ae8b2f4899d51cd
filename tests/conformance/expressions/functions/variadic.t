# A variadic parameter collects the remaining arguments into a list.

result_type = object({
  none = tuple([])
  some = tuple([string, string, string])
})

result = {
  "none" = []
  "some" = [
    "a",
    "b",
    "c",
  ]
}
