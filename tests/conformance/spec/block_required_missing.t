# A missing required block is reported at the start of the body.

diagnostics {
  error {
    # Missing thing block
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
