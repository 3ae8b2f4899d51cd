# A character that starts no token.

diagnostics {
  error {
    # Invalid character
    from {
      line   = 1
      column = 7
      byte   = 6
    }
    to {
      line   = 1
      column = 8
      byte   = 7
    }
  }
}
