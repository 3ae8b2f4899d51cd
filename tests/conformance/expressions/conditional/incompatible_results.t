# Results of types that cannot be unified are reported on the whole conditional.

diagnostics {
  error {
    # Inconsistent conditional result types
    from {
      line   = 1
      column = 12
      byte   = 11
    }
    to {
      line   = 1
      column = 25
      byte   = 24
    }
  }
}
