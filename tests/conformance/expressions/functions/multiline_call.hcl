a = join3(
  "a",
  "b",
  "c",
)
