# A tuple interpolated among other parts cannot convert to string.

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
      column = 12
      byte   = 11
    }
  }
}
