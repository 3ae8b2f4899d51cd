# A for expression without in.

diagnostics {
  error {
    # Invalid 'for' expression
    from {
      line   = 1
      column = 12
      byte   = 11
    }
    to {
      line   = 1
      column = 13
      byte   = 12
    }
  }
}
