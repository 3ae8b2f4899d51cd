# An index beyond the end of a tuple.

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
      column = 12
      byte   = 11
    }
  }
}
