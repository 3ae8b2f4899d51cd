# A column counts a whole grapheme cluster (an emoji family of seven code points) as one.

diagnostics {
  error {
    # Invalid operand
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 8
      byte   = 31
    }
  }
}
