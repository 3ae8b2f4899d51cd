# A value that cannot convert to the attr's type, reported at the expression.

diagnostics {
  error {
    # Incorrect attribute value type
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 19
      byte   = 18
    }
  }
}
