# A filter that is not a bool.

diagnostics {
  error {
    # Invalid 'for' condition
    from {
      line   = 1
      column = 29
      byte   = 28
    }
    to {
      line   = 1
      column = 30
      byte   = 29
    }
  }
}
