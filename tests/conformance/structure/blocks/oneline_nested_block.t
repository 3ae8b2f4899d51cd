# A one-line block cannot contain another block.

diagnostics {
  error {
    # Argument definition required
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 8
      byte   = 7
    }
  }
}
