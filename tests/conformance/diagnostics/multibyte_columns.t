# Columns count characters while bytes count UTF-8 bytes.

diagnostics {
  error {
    # Invalid operand
    from {
      line   = 1
      column = 5
      byte   = 5
    }
    to {
      line   = 1
      column = 8
      byte   = 9
    }
  }
}
