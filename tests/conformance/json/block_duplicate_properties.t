# A single block given by two properties: the error is at the opening
# token of the second value and names the first.

diagnostics {
  error {
    # Duplicate server block
    from {
      line   = 3
      column = 13
      byte   = 40
    }
    to {
      line   = 3
      column = 14
      byte   = 41
    }
  }
}
