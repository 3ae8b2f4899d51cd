# Attribute access on a string.

diagnostics {
  error {
    # Unsupported attribute
    from {
      line   = 1
      column = 8
      byte   = 7
    }
    to {
      line   = 1
      column = 15
      byte   = 14
    }
  }
}
