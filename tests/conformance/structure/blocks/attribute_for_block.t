# An attribute whose name the schema expects as a block type.

diagnostics {
  error {
    # Unsupported argument
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
