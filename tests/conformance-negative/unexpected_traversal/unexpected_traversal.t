# foo.bar is a different reference from foo["bar"].
# FAILS WITH: unexpected traversal foo.bar at 1:5-1:12 (bytes 4-11)
# FAILS WITH: missing traversal foo["bar"]
traversals {
  expect {
    ref = foo["bar"]
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
