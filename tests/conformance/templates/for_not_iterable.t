# A template for over a number.

diagnostics {
  error {
    # Iteration over non-iterable value
    from {
      line   = 1
      column = 18
      byte   = 17
    }
    to {
      line   = 1
      column = 19
      byte   = 18
    }
  }
}
