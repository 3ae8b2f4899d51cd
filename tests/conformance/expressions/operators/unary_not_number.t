# Logical not of a number.

diagnostics {
  error {
    # Invalid operand
    from {
      line   = 1
      column = 6
      byte   = 5
    }
    to {
      line   = 1
      column = 7
      byte   = 6
    }
  }
}
