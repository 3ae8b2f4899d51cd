# A block spec accepts at most one block of its type.

diagnostics {
  error {
    # Duplicate thing block
    from {
      line   = 4
      column = 1
      byte   = 18
    }
    to {
      line   = 4
      column = 6
      byte   = 23
    }
  }
}
