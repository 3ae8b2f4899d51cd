# CRLF line endings separate attributes and close blocks like LF does.

result_type = object({
  a = number
  b = string
  c = object({
    d = number
  })
})

result = {
  "a" = 1
  "b" = "two"
  "c" = {
    "d" = 3
  }
}
