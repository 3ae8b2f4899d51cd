# Arguments may span lines and end with a trailing comma.

result_type = object({
  a = string
})

result = {
  "a" = "abc"
}
