# A final argument followed by ... expands into the variadic parameters.

result_type = object({
  all = number
  spread = number
})

result = {
  "all" = 6
  "spread" = 3
}
