# A byte sequence that is not UTF-8 inside a string.

diagnostics {
  error {
    # Invalid character encoding
    from {
      line   = 1
      column = 7
      byte   = 6
    }
    to {
      line   = 1
      column = 8
      byte   = 7
    }
  }
}
