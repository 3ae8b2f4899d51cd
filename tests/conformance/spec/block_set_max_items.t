# More blocks than a block_set's max_items.

diagnostics {
  error {
    # Too many tag blocks
    from {
      line   = 3
      column = 5
      byte   = 12
    }
    to {
      line   = 3
      column = 5
      byte   = 12
    }
  }
}
