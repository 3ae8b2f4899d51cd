# An index that is not a whole number.

diagnostics {
  error {
    # Invalid index
    from {
      line   = 1
      column = 9
      byte   = 8
    }
    to {
      line   = 1
      column = 14
      byte   = 13
    }
  }
}
