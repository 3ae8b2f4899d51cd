# A quoted label must be a literal string: template interpolation is an error.

diagnostics {
  error {
    # Invalid string literal
    from {
      line   = 1
      column = 10
      byte   = 9
    }
    to {
      line   = 1
      column = 12
      byte   = 11
    }
  }
}
