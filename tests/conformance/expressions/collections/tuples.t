# Tuple constructors keep each element's own type.

result_type = object({
  empty = tuple([])
  mixed = tuple([number, string, bool, any])
  multiline = tuple([string, string])
  nested = tuple([tuple([number, number]), tuple([number])])
  trailing_comma = tuple([number, number])
})

result = {
  "empty" = []
  "mixed" = [
    1,
    "two",
    true,
    null,
  ]
  "multiline" = [
    "a",
    "b",
  ]
  "nested" = [
    [
      1,
      2,
    ],
    [
      3,
    ],
  ]
  "trailing_comma" = [
    1,
    2,
  ]
}
