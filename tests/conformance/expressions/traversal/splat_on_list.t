# A splat over a list gives a list.

result_type = object({
  ns = list(number)
})

result = {
  "ns" = [
    1,
    2,
  ]
}
