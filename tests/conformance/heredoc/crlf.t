# A heredoc in a file with CRLF line endings.

result_type = object({
  a = string
})

result = {
  "a" = "one\r\ntwo\r\n"
}
