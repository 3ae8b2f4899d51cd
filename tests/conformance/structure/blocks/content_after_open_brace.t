# An argument after the opening brace of a block continued on later lines.

diagnostics {
  error {
    # Invalid single-argument block definition
    from {
      line   = 1
      column = 14
      byte   = 13
    }
    to {
      line   = 2
      column = 1
      byte   = 14
    }
  }
}
