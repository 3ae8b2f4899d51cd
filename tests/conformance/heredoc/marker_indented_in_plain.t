# The closing marker of a plain heredoc may be indented.

result_type = object({
  a = string
})

result = {
  "a" = "text\n"
}
