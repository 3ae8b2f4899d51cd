# Values convert to the type each attribute spec asks for.

result_type = object({
  bool_string = bool
  from_string = number
  to_string = string
})

result = {
  "bool_string" = true
  "from_string" = 42
  "to_string" = "42"
}
