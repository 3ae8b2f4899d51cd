# Literal index keys and legacy indexes are part of the traversal.

traversals {
  expect {
    ref = list[0]
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 12
      byte   = 11
    }
  }
  expect {
    ref = map["key"].attr
    from {
      line   = 2
      column = 5
      byte   = 16
    }
    to {
      line   = 2
      column = 20
      byte   = 31
    }
  }
  expect {
    ref = list[1]
    from {
      line   = 3
      column = 5
      byte   = 36
    }
    to {
      line   = 3
      column = 11
      byte   = 42
    }
  }
}

result_type = object({
  a = string
  b = string
  c = string
})

result = {
  "a" = "x"
  "b" = "v"
  "c" = "y"
}
