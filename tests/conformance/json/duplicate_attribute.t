# The same attribute defined twice.

diagnostics {
  error {
    # Duplicate argument
    from {
      line   = 3
      column = 3
      byte   = 14
    }
    to {
      line   = 3
      column = 6
      byte   = 17
    }
  }
}
