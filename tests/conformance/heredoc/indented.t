# <<- removes the smallest indentation of the lines from each of them.

result_type = object({
  block = object({
    a = string
    b = string
  })
})

result = {
  "block" = {
    "a" = "four\n  six\nfour\n"
    "b" = " two\ntab\n"
  }
}
