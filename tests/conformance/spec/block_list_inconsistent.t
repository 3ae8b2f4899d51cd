# Block results that cannot be unified are an error at the first block.

diagnostics {
  error {
    # Unconsistent argument types in item blocks
    from {
      line   = 1
      column = 6
      byte   = 5
    }
    to {
      line   = 1
      column = 6
      byte   = 5
    }
  }
}
