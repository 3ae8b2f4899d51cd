# Variables inside templates, call arguments and directives; for variables are not references.

traversals {
  expect {
    ref = who.name
    from {
      line   = 1
      column = 14
      byte   = 13
    }
    to {
      line   = 1
      column = 22
      byte   = 21
    }
  }
  expect {
    ref = x
    from {
      line   = 2
      column = 7
      byte   = 30
    }
    to {
      line   = 2
      column = 8
      byte   = 31
    }
  }
  expect {
    ref = y.z
    from {
      line   = 2
      column = 10
      byte   = 33
    }
    to {
      line   = 2
      column = 13
      byte   = 36
    }
  }
  expect {
    ref = items
    from {
      line   = 4
      column = 16
      byte   = 63
    }
    to {
      line   = 4
      column = 21
      byte   = 68
    }
  }
  expect {
    ref = sep
    from {
      line   = 4
      column = 32
      byte   = 79
    }
    to {
      line   = 4
      column = 35
      byte   = 82
    }
  }
}

result_type = object({
  a = string
  b = number
  c = string
})

result = {
  "a" = "hello w"
  "b" = 3
  "c" = "a,\n"
}
