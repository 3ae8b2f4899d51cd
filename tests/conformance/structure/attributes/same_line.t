# Two attributes on one line without a newline between them.

diagnostics {
  error {
    # Missing newline after argument
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
