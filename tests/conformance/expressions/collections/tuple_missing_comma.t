# Tuple elements need a comma between them.

diagnostics {
  error {
    # Missing item separator
    from {
      line   = 1
      column = 8
      byte   = 7
    }
    to {
      line   = 1
      column = 9
      byte   = 8
    }
  }
}
