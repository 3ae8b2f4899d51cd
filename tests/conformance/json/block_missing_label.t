# A labelled block needs a level of object for its label: here "port" is the label.

diagnostics {
  error {
    # Incorrect JSON value type
    from {
      line   = 2
      column = 24
      byte   = 25
    }
    to {
      line   = 2
      column = 26
      byte   = 27
    }
  }
}
