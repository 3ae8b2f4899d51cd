# For-expression iteration variables are local: only src, src2 and outer are references.

traversals {
  expect {
    ref = src
    from {
      line   = 1
      column = 18
      byte   = 17
    }
    to {
      line   = 1
      column = 21
      byte   = 20
    }
  }
  expect {
    ref = outer
    from {
      line   = 1
      column = 35
      byte   = 34
    }
    to {
      line   = 1
      column = 40
      byte   = 39
    }
  }
  expect {
    ref = src2
    from {
      line   = 2
      column = 16
      byte   = 58
    }
    to {
      line   = 2
      column = 20
      byte   = 62
    }
  }
}

result_type = object({
  a = tuple([string])
  b = object({
    k = string
  })
})

result = {
  "a" = [
    "p1o",
  ]
  "b" = {
    "k" = "k"
  }
}
