# Nested type expressions.

result_type = object({
  a = list(object({
    ports = list(number)
  }))
  b = map(list(list(string)))
})

result = {
  "a" = [
    {
      "ports" = [
        80,
        443,
      ]
    },
    {
      "ports" = []
    },
  ]
  "b" = {
    "x" = [
      [
        "1",
        "2",
      ],
      [
        "3",
      ],
    ]
  }
}
