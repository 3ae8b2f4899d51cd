# References inside nested blocks are found through the block specs.

traversals {
  expect {
    ref = t
    from {
      line   = 1
      column = 7
      byte   = 6
    }
    to {
      line   = 1
      column = 8
      byte   = 7
    }
  }
  expect {
    ref = in.side
    from {
      line   = 3
      column = 7
      byte   = 22
    }
    to {
      line   = 3
      column = 14
      byte   = 29
    }
  }
}

result_type = object({
  inner = object({
    x = number
  })
  top = number
})

result = {
  "inner" = {
    "x" = 2
  }
  "top" = 1
}
