# Only attributes the spec decodes are searched for references.

traversals {
  expect {
    ref = a
    from {
      line   = 1
      column = 8
      byte   = 7
    }
    to {
      line   = 1
      column = 9
      byte   = 8
    }
  }
}

result_type = object({
  lit = number
  used = number
})

result = {
  "lit" = 1
  "used" = 1
}
