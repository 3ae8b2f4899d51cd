# A splat whose attribute is missing on an element.

diagnostics {
  error {
    # Unsupported attribute
    from {
      line   = 1
      column = 13
      byte   = 12
    }
    to {
      line   = 1
      column = 18
      byte   = 17
    }
  }
}
