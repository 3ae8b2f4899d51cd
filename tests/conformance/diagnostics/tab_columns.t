# A tab counts as one column.

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
      column = 9
      byte   = 8
    }
  }
}
