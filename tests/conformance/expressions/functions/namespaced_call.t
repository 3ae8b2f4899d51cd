# Namespaced function names parse (HCL 2.20 and later); hcldec offers no
# functions, so each call is reported where it stands, with its references.

traversals {
  expect {
    ref = x
    from {
      line   = 1
      column = 30
      byte   = 29
    }
    to {
      line   = 1
      column = 31
      byte   = 30
    }
  }
  expect {
    ref = y
    from {
      line   = 2
      column = 22
      byte   = 53
    }
    to {
      line   = 2
      column = 23
      byte   = 54
    }
  }
}

diagnostics {
  error {
    # Function calls not allowed
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 32
      byte   = 31
    }
  }
  error {
    # Function calls not allowed
    from {
      line   = 2
      column = 8
      byte   = 39
    }
    to {
      line   = 2
      column = 24
      byte   = 55
    }
  }
}
