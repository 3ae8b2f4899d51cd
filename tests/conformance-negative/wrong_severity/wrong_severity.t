# The problem is an error, not a warning.
# FAILS WITH: missing warning at 1:5-2:1 (bytes 4-5)
diagnostics {
  warning {
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 2
      column = 1
      byte   = 5
    }
  }
}
