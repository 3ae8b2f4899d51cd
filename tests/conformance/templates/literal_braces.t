# Braces, $ and % are literal unless they start ${ or %{.

result_type = object({
  a = string
  b = string
})

result = {
  "a" = "{ not a template } $ { } % {"
  "b" = "}"
}
