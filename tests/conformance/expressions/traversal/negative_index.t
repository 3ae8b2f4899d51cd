# A negative index.

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
      column = 13
      byte   = 12
    }
  }
}
