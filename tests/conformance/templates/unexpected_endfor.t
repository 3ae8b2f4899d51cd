# An endfor without a for.

diagnostics {
  error {
    # Unexpected endfor directive
    from {
      line   = 1
      column = 7
      byte   = 6
    }
    to {
      line   = 1
      column = 18
      byte   = 17
    }
  }
}
