# A block type name followed by a newline instead of a label or brace.

diagnostics {
  error {
    # Argument or block definition required
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 6
      byte   = 5
    }
  }
}
