# A heredoc whose closing marker never comes is reported at the end of the
# file.

diagnostics {
  error {
    # Unterminated template string
    from {
      line   = 7
      column = 1
      byte   = 39
    }
    to {
      line   = 7
      column = 1
      byte   = 39
    }
  }
}
