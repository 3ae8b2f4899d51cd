# An error inside a user function's body is reported at the call's argument.

diagnostics {
  error {
    # Error in function call
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 10
      byte   = 9
    }
  }
}
