# The root of a JSON file must be an object or an array of objects.

diagnostics {
  error {
    # Root value must be object
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 16
      byte   = 15
    }
  }
}
