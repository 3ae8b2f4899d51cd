# Converting to an object type that needs an attribute the value lacks.

diagnostics {
  error {
    # Incorrect attribute value type
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 14
      byte   = 13
    }
  }
}
