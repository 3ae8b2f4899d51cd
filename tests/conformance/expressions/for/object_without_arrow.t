# An object for expression needs a key =>.

diagnostics {
  error {
    # Invalid 'for' expression
    from {
      line   = 1
      column = 22
      byte   = 21
    }
    to {
      line   = 1
      column = 23
      byte   = 22
    }
  }
}
