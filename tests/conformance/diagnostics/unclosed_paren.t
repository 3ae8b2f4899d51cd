# A parenthesis left open at the end of the file.

diagnostics {
  error {
    # Unbalanced parentheses
    from {
      line   = 2
      column = 1
      byte   = 11
    }
    to {
      line   = 2
      column = 2
      byte   = 12
    }
  }
}
