# A binary operator with nothing on its right before the newline.

diagnostics {
  error {
    # Invalid expression
    from {
      line   = 1
      column = 8
      byte   = 7
    }
    to {
      line   = 2
      column = 1
      byte   = 8
    }
  }
}
