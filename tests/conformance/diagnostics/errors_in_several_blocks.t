# A conversion error in each of several blocks.

diagnostics {
  error {
    # Incorrect attribute value type
    from {
      line   = 2
      column = 7
      byte   = 13
    }
    to {
      line   = 2
      column = 10
      byte   = 16
    }
  }
  error {
    # Incorrect attribute value type
    from {
      line   = 8
      column = 7
      byte   = 49
    }
    to {
      line   = 8
      column = 10
      byte   = 52
    }
  }
}
