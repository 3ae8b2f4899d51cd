# A tuple constructor left open.

diagnostics {
  error {
    # Unterminated tuple constructor expression
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 6
      byte   = 5
    }
  }
}
