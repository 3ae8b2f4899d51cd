# A default spec takes the first non-null result among its specs.

result_type = object({
  chain = string
  fallback = string
  from_input = string
})

result = {
  "chain" = "last"
  "fallback" = "fallback"
  "from_input" = "given"
}
