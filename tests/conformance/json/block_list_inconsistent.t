# Block results that do not unify are reported at the first block's closing brace.

diagnostics {
  error {
    # Unconsistent argument types in item blocks
    from {
      line   = 1
      column = 20
      byte   = 19
    }
    to {
      line   = 1
      column = 21
      byte   = 20
    }
  }
}
