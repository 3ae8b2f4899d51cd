# "//" read as a block type the schema asks for, and as a block label; in a
# body whose schema does not name it, it is still a comment.

result_type = object({
  a = number
  b = map(number)
  c = list(number)
})

result = {
  "a" = 1
  "b" = {
    "//" = 2
    "k" = 3
  }
  "c" = [
    1,
    null,
  ]
}
