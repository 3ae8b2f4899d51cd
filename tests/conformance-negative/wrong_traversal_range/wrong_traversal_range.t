# The traversal ends at byte 11.
# FAILS WITH: traversal foo.bar: expected 1:5-1:12 (bytes 4-12)
traversals {
  expect {
    ref = foo.bar
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 12
      byte   = 12
    }
  }
}
diagnostics {
  error {
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
}
