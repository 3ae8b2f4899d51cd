# --var-refs reports each variable traversal with its range; the spec has no variables, so decoding fails.

traversals {
  expect {
    ref = foo
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 8
      byte   = 7
    }
  }
  expect {
    ref = foo.bar.baz
    from {
      line   = 2
      column = 5
      byte   = 12
    }
    to {
      line   = 2
      column = 16
      byte   = 23
    }
  }
}

diagnostics {
  error {
    # Variables not allowed
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 8
      byte   = 7
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 2
      column = 5
      byte   = 12
    }
    to {
      line   = 2
      column = 8
      byte   = 15
    }
  }
}
