# Indentation is measured on the literal text at the start of each line.

result_type = object({
  a = string
})

result = {
  "a" = "X first\n  second X\n"
}
