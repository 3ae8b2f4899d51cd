# Whitespace around a heredoc's closing marker (spaces, tabs, other Unicode
# spaces) is trimmed; text after the marker makes the line part of the heredoc.

result_type = object({
  a = string
  b = number
  c = string
  d = string
  e = string
})

result = {
  "a" = "hello\n"
  "b" = 1
  "c" = "world\n"
  "d" = "indented\n"
  "e" = "EOH x\n"
}
