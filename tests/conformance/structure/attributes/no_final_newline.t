# The last attribute may end at the end of the file instead of a newline.

result_type = object({
  a = string
})

result = {
  "a" = "end of file without a newline"
}
