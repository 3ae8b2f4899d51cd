# An expanded argument must be a list or tuple.

diagnostics {
  error {
    # Invalid expanding argument value
    from {
      line   = 1
      column = 7
      byte   = 6
    }
    to {
      line   = 1
      column = 10
      byte   = 9
    }
  }
}
