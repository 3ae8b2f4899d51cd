# Labelled blocks are defined at the opening token of the value of the
# property naming their last label.

diagnostics {
  error {
    # Duplicate rule block
    from {
      line   = 4
      column = 22
      byte   = 72
    }
    to {
      line   = 4
      column = 23
      byte   = 73
    }
  }
}
