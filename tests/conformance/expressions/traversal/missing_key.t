# A key the object does not have, reported at the index brackets.

diagnostics {
  error {
    # Invalid index
    from {
      line   = 1
      column = 8
      byte   = 7
    }
    to {
      line   = 1
      column = 16
      byte   = 15
    }
  }
}
