# Every standard function the hcldec spec language offers, through user functions.

result_type = object({
  abs = number
  coalesce = string
  concat = tuple([number, number, number])
  hasindex = bool
  int = number
  jsondecode = object({
    a = tuple([number, bool])
  })
  jsonencode = string
  length = number
  lower = string
  max = number
  min = number
  reverse = string
  strlen = number
  substr = string
  upper = string
})

result = {
  "abs" = 3
  "coalesce" = "x"
  "concat" = [
    1,
    2,
    3,
  ]
  "hasindex" = true
  "int" = 3
  "jsondecode" = {
    "a" = [
      1,
      true,
    ]
  }
  "jsonencode" = "{\"a\":[1,\"x\"]}"
  "length" = 3
  "lower" = "àb"
  "max" = 7
  "min" = 3
  "reverse" = "👩‍👩‍👧‍👦bña"
  "strlen" = 3
  "substr" = "ell"
  "upper" = "STRAßE"
}
