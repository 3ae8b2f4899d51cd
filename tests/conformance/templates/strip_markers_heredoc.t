# Strip markers remove the newlines after directives in a heredoc.

result_type = object({
  a = string
})

result = {
  "a" = "item a\nitem b\ndone\n"
}
