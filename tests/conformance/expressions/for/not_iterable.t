# Iterating over a number is an error at the collection expression.

diagnostics {
  error {
    # Iteration over non-iterable value
    from {
      line   = 1
      column = 15
      byte   = 14
    }
    to {
      line   = 1
      column = 16
      byte   = 15
    }
  }
}
