# Operands of the wrong type are reported before the errors inside the operands (HCL 2.24).

diagnostics {
  error {
    # Invalid operand
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 13
      byte   = 12
    }
  }
  error {
    # Invalid operand
    from {
      line   = 1
      column = 16
      byte   = 15
    }
    to {
      line   = 1
      column = 29
      byte   = 28
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 1
      column = 6
      byte   = 5
    }
    to {
      line   = 1
      column = 12
      byte   = 11
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 1
      column = 21
      byte   = 20
    }
    to {
      line   = 1
      column = 28
      byte   = 27
    }
  }
}
