# Nothing is wrong with the input.
# FAILS WITH: missing error at 1:1-1:2 (bytes 0-1)
diagnostics {
  error {
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 2
      byte   = 1
    }
  }
}
