# A null interpolated among other parts is an error.

diagnostics {
  error {
    # Invalid template interpolation value
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
