# A single block given three times in one array: one error, at the
# array's opening bracket (every block of the array is defined there).

diagnostics {
  error {
    # Duplicate server block
    from {
      line   = 2
      column = 13
      byte   = 14
    }
    to {
      line   = 2
      column = 14
      byte   = 15
    }
  }
}
