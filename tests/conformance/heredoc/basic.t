# A heredoc keeps every line with its newline; an empty heredoc is "".

result_type = object({
  a = string
  empty = string
})

result = {
  "a" = "line one\nline two\n"
  "empty" = ""
}
