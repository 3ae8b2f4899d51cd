# Labels on a block whose schema has none: the first extra label is reported.

diagnostics {
  error {
    # Extraneous label for thing
    from {
      line   = 1
      column = 7
      byte   = 6
    }
    to {
      line   = 1
      column = 10
      byte   = 9
    }
  }
}
