# Heredocs are templates: interpolations and directives work.

result_type = object({
  a = string
})

result = {
  "a" = "hello you\nyes\n"
}
