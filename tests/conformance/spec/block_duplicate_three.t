# Only the first block beyond the one allowed is reported.

diagnostics {
  error {
    # Duplicate server block
    from {
      line   = 4
      column = 1
      byte   = 23
    }
    to {
      line   = 4
      column = 7
      byte   = 29
    }
  }
}
