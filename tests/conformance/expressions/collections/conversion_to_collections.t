# Tuples and objects convert to the list, set and map types a spec asks for.

result_type = object({
  list = list(string)
  list_of_objects = list(map(string))
  map = map(number)
  set = set(string)
})

result = {
  "list" = [
    "1",
    "2",
    "3",
  ]
  "list_of_objects" = [
    {
      "a" = "1"
    },
    {
      "a" = "2"
      "b" = "x"
    },
  ]
  "map" = {
    "a" = 1
    "b" = 2
  }
  "set" = [
    "a",
    "b",
  ]
}
