# References in every operand of conditionals and operators.

traversals {
  expect {
    ref = c
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 6
      byte   = 5
    }
  }
  expect {
    ref = x
    from {
      line   = 1
      column = 9
      byte   = 8
    }
    to {
      line   = 1
      column = 10
      byte   = 9
    }
  }
  expect {
    ref = y
    from {
      line   = 1
      column = 18
      byte   = 17
    }
    to {
      line   = 1
      column = 19
      byte   = 18
    }
  }
  expect {
    ref = flag
    from {
      line   = 2
      column = 6
      byte   = 24
    }
    to {
      line   = 2
      column = 10
      byte   = 28
    }
  }
  expect {
    ref = p.q
    from {
      line   = 2
      column = 15
      byte   = 33
    }
    to {
      line   = 2
      column = 18
      byte   = 36
    }
  }
  expect {
    ref = r
    from {
      line   = 2
      column = 22
      byte   = 40
    }
    to {
      line   = 2
      column = 23
      byte   = 41
    }
  }
}

result_type = object({
  a = number
  b = bool
})

result = {
  "a" = 2
  "b" = true
}
