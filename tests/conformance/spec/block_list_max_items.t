# More blocks than max_items, reported at the first block beyond the maximum.

diagnostics {
  error {
    # Too many item blocks
    from {
      line   = 5
      column = 6
      byte   = 23
    }
    to {
      line   = 5
      column = 6
      byte   = 23
    }
  }
}
