# A block with fewer labels than its schema asks for.

diagnostics {
  error {
    # Missing name for service
    from {
      line   = 1
      column = 9
      byte   = 8
    }
    to {
      line   = 1
      column = 10
      byte   = 9
    }
  }
}
