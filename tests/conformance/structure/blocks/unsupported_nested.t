# Unsupported arguments and blocks are reported inside nested bodies too.

diagnostics {
  error {
    # Unsupported argument
    from {
      line   = 3
      column = 3
      byte   = 22
    }
    to {
      line   = 3
      column = 10
      byte   = 29
    }
  }
  error {
    # Unsupported block type
    from {
      line   = 4
      column = 3
      byte   = 36
    }
    to {
      line   = 4
      column = 8
      byte   = 41
    }
  }
}
