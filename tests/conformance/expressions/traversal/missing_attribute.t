# An attribute the object does not have, reported at the attribute step.

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
      column = 13
      byte   = 12
    }
  }
}
