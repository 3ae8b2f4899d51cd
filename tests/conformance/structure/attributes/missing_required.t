# A missing required attribute is reported at the start of the body.

diagnostics {
  error {
    # Missing required argument
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 1
      byte   = 0
    }
  }
}
