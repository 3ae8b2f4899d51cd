# Indexing a null value.

diagnostics {
  error {
    # Attempt to index null value
    from {
      line   = 1
      column = 12
      byte   = 11
    }
    to {
      line   = 1
      column = 15
      byte   = 14
    }
  }
}
