# Every attribute with an error is reported, not only the first.

diagnostics {
  error {
    # Unknown variable
    from {
      line   = 2
      column = 5
      byte   = 16
    }
    to {
      line   = 2
      column = 9
      byte   = 20
    }
  }
  error {
    # Iteration over non-iterable value
    from {
      line   = 3
      column = 15
      byte   = 35
    }
    to {
      line   = 3
      column = 16
      byte   = 36
    }
  }
  error {
    # Invalid operand
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
