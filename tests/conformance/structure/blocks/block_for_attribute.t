# A block whose type the schema expects as an attribute.

diagnostics {
  error {
    # Unsupported block type
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
