# Strings are templates in expression mode; a lone interpolation is unwrapped.

result_type = object({
  directive = string
  escaped = string
  greeting = string
  unwrapped = number
  with_newline = string
})

result = {
  "directive" = "yes"
  "escaped" = "$${literal}"
  "greeting" = "Hello, JSON!"
  "unwrapped" = 3
  "with_newline" = "a\nb"
}
