# Without grouping, two elements with the same key are an error.

diagnostics {
  error {
    # Duplicate object key
    from {
      line   = 1
      column = 34
      byte   = 33
    }
    to {
      line   = 1
      column = 35
      byte   = 34
    }
  }
}
