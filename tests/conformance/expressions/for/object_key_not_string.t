# An object for whose key cannot convert to string.

diagnostics {
  error {
    # Invalid object key
    from {
      line   = 1
      column = 22
      byte   = 21
    }
    to {
      line   = 1
      column = 25
      byte   = 24
    }
  }
}
