# A number where a block label or brace should be.

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
