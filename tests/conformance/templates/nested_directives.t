# Directives nest.

result_type = object({
  a = string
})

result = {
  "a" = "24"
}
