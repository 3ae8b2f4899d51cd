# An equals sign at the end of a line with no expression after it.

diagnostics {
  error {
    # Invalid expression
    from {
      line   = 1
      column = 4
      byte   = 3
    }
    to {
      line   = 2
      column = 1
      byte   = 4
    }
  }
}
