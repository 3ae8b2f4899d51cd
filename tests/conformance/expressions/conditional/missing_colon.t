# A conditional without its false result.

diagnostics {
  error {
    # Missing false expression in conditional
    from {
      line   = 1
      column = 13
      byte   = 12
    }
    to {
      line   = 2
      column = 1
      byte   = 13
    }
  }
}
