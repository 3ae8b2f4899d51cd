# An equals sign after a block label.

diagnostics {
  error {
    # Invalid block definition
    from {
      line   = 1
      column = 11
      byte   = 10
    }
    to {
      line   = 1
      column = 12
      byte   = 11
    }
  }
}
