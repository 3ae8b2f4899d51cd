# A file's missing items are at its first token after spaces and inline
# comments: here the newline ending the first line.

diagnostics {
  error {
    # Missing required argument
    from {
      line   = 1
      column = 21
      byte   = 20
    }
    to {
      line   = 1
      column = 21
      byte   = 20
    }
  }
}
