# A null operand of an arithmetic operator.

diagnostics {
  error {
    # Operation failed
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
}
