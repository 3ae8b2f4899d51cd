# The for directive repeats its body per element.

result_type = object({
  empty = string
  keyed = string
  list = string
})

result = {
  "empty" = "[]"
  "keyed" = "a=1;b=2;"
  "list" = "a,b,c,"
}
