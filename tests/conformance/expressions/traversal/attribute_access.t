# Attribute access on variables and on constructed objects.

result_type = object({
  deep = number
  from_constructor = string
  name = string
})

result = {
  "deep" = 42
  "from_constructor" = "c"
  "name" = "n"
}
