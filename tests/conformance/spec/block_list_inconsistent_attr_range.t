# Values without a common type are reported at the value the nested spec
# reads in the first block (through the transform to its attribute).

diagnostics {
  error {
    # Unconsistent argument types in item blocks
    from {
      line   = 2
      column = 11
      byte   = 17
    }
    to {
      line   = 2
      column = 17
      byte   = 23
    }
  }
}
