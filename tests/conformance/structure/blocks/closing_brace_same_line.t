# In a multi-line block the closing brace must be on a line of its own.

diagnostics {
  error {
    # Missing newline after argument
    from {
      line   = 2
      column = 9
      byte   = 16
    }
    to {
      line   = 2
      column = 10
      byte   = 17
    }
  }
}
