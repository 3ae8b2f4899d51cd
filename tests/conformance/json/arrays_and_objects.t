# JSON arrays are tuples and JSON objects are objects.

result_type = object({
  empty_array = tuple([])
  empty_object = object({})
  object = object({
    a = number
    b = object({
      c = bool
    })
  })
  tuple = tuple([number, string, tuple([number])])
})

result = {
  "empty_array" = []
  "empty_object" = {}
  "object" = {
    "a" = 1
    "b" = {
      "c" = true
    }
  }
  "tuple" = [
    1,
    "two",
    [
      3,
    ],
  ]
}
