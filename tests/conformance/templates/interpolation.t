# Interpolations convert their values to strings and nest.

result_type = object({
  adjacent = string
  bool = string
  expr = string
  nested = string
  number = string
  simple = string
})

result = {
  "adjacent" = "worldworld"
  "bool" = "b=true"
  "expr" = "sum 3"
  "nested" = "outer inner world"
  "number" = "n=3.5"
  "simple" = "hello world"
}
