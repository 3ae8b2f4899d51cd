# An object without properties names no label.

diagnostics {
  error {
    # Missing block label
    from {
      line   = 2
      column = 14
      byte   = 15
    }
    to {
      line   = 2
      column = 15
      byte   = 16
    }
  }
}
