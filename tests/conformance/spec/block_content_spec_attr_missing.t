# A required attribute missing inside a block is reported at the block's opening brace.

diagnostics {
  error {
    # Missing required argument
    from {
      line   = 1
      column = 7
      byte   = 6
    }
    to {
      line   = 1
      column = 7
      byte   = 6
    }
  }
}
