# An if directive closed by endfor.

diagnostics {
  error {
    # Unexpected endfor directive
    from {
      line   = 1
      column = 19
      byte   = 18
    }
    to {
      line   = 1
      column = 30
      byte   = 29
    }
  }
}
