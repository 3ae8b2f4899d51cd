# The full splat [*] keeps index steps after it; null gives an empty tuple.

result_type = object({
  indexed = tuple([string, string])
  names = tuple([string, string])
  on_null = tuple([])
  on_object = tuple([string])
  whole = tuple([object({
    name = string
    tags = tuple([string, string])
  }), object({
    name = string
    tags = tuple([string])
  })])
})

result = {
  "indexed" = [
    "x",
    "z",
  ]
  "names" = [
    "a",
    "b",
  ]
  "on_null" = []
  "on_object" = [
    "only",
  ]
  "whole" = [
    {
      "name" = "a"
      "tags" = [
        "x",
        "y",
      ]
    },
    {
      "name" = "b"
      "tags" = [
        "z",
      ]
    },
  ]
}
