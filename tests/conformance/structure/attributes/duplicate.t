# Defining the same attribute twice in one body is an error at the second name.

diagnostics {
  error {
    # Attribute redefined
    from {
      line   = 3
      column = 1
      byte   = 12
    }
    to {
      line   = 3
      column = 2
      byte   = 13
    }
  }
}
