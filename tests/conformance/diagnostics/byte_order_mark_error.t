# A diagnostic after a byte order mark: columns on its line count from after it.

diagnostics {
  error {
    # Invalid expression
    from {
      line   = 1
      column = 11
      byte   = 13
    }
    to {
      line   = 2
      column = 1
      byte   = 14
    }
  }
}
