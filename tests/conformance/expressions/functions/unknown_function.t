# A call to a function that does not exist.

diagnostics {
  error {
    # Call to unknown function
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 9
      byte   = 8
    }
  }
}
