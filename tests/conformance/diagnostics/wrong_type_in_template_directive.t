# A tuple interpolated in a template with a directive.

diagnostics {
  error {
    # Invalid template interpolation value
    from {
      line   = 1
      column = 44
      byte   = 43
    }
    to {
      line   = 1
      column = 46
      byte   = 45
    }
  }
}
