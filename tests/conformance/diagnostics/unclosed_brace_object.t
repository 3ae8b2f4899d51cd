# An object constructor left open.

diagnostics {
  error {
    # Missing expression
    from {
      line   = 2
      column = 1
      byte   = 12
    }
    to {
      line   = 2
      column = 1
      byte   = 12
    }
  }
}
