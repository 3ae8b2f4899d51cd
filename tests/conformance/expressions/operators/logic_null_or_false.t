# A null operand of || that does not decide the result is an error.

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
      column = 20
      byte   = 19
    }
  }
}
