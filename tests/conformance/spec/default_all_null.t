# When every spec of a default is null, the result is null.

result_type = object({
  d = any
})

result = {
  "d" = null
}
