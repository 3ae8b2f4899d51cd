# A labelled block's array holds objects naming its labels: an array there
# is an error at its bracket, and with no label found, the label is missing
# (at the outer bracket).

diagnostics {
  error {
    # Incorrect JSON value type
    from {
      line   = 3
      column = 5
      byte   = 21
    }
    to {
      line   = 3
      column = 6
      byte   = 22
    }
  }
  error {
    # Missing block label
    from {
      line   = 2
      column = 14
      byte   = 15
    }
    to {
      line   = 2
      column = 15
      byte   = 16
    }
  }
}
