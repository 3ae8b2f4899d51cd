# A transform spec evaluates its result with the nested spec's value as "nested".

result_type = object({
  doubled = number
  wrapped = object({
    count = number
    first = string
  })
})

result = {
  "doubled" = 42
  "wrapped" = {
    "count" = 2
    "first" = "b"
  }
}
