# A missing required attribute in a JSON body.

diagnostics {
  error {
    # Missing required argument
    from {
      line   = 3
      column = 1
      byte   = 11
    }
    to {
      line   = 3
      column = 2
      byte   = 12
    }
  }
}
