# A condition that is not a bool is reported at the condition.

diagnostics {
  error {
    # Incorrect condition type
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 6
      byte   = 5
    }
  }
}
