# A heredoc without its closing marker.

diagnostics {
  error {
    # Unterminated template string
    from {
      line   = 3
      column = 1
      byte   = 23
    }
    to {
      line   = 3
      column = 1
      byte   = 23
    }
  }
}
