# An object without its closing brace.

diagnostics {
  error {
    # Unclosed object
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 2
      byte   = 1
    }
  }
}
