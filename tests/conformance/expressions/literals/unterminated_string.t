# A quoted string cannot run over a newline.

diagnostics {
  error {
    # Invalid multi-line string
    from {
      line   = 1
      column = 12
      byte   = 11
    }
    to {
      line   = 2
      column = 1
      byte   = 12
    }
  }
  error {
    # Invalid multi-line string
    from {
      line   = 2
      column = 6
      byte   = 17
    }
    to {
      line   = 3
      column = 1
      byte   = 18
    }
  }
}
