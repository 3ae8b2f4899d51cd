# A block body must be an object or an array of objects.

diagnostics {
  error {
    # Incorrect JSON value type
    from {
      line   = 2
      column = 12
      byte   = 13
    }
    to {
      line   = 2
      column = 18
      byte   = 19
    }
  }
}
