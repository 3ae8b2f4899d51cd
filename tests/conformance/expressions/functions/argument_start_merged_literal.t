# Consecutive literal parts of a template are one literal: an extra argument starting with text is reported over all of it.

diagnostics {
  error {
    # Too many function arguments
    from {
      line   = 1
      column = 13
      byte   = 12
    }
    to {
      line   = 1
      column = 22
      byte   = 21
    }
  }
}
