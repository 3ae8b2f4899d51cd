# An unknown escape sequence is an error at the backslash and its character.

diagnostics {
  error {
    # Invalid escape sequence
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
