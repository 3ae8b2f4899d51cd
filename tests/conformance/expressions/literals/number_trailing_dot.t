# A decimal point must be followed by digits.

diagnostics {
  error {
    # Invalid attribute name
    from {
      line   = 1
      column = 7
      byte   = 6
    }
    to {
      line   = 2
      column = 1
      byte   = 7
    }
  }
}
