# The ... after an object for's value groups values with the same key into tuples.

result_type = object({
  groups = object({
    a = tuple([string, string])
    b = tuple([string])
  })
})

result = {
  "groups" = {
    "a" = [
      "apple",
      "avocado",
    ]
    "b" = [
      "banana",
    ]
  }
}
