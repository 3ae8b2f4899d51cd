# Two legacy index steps in a row read as one number, which is an error.

diagnostics {
  error {
    # Invalid legacy index syntax
    from {
      line   = 1
      column = 17
      byte   = 16
    }
    to {
      line   = 1
      column = 20
      byte   = 19
    }
  }
}
