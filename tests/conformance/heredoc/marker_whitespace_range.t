# The trailing whitespace of a heredoc's marker line is part of the
# expression's range.

diagnostics {
  error {
    # Incorrect attribute value type
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 3
      column = 8
      byte   = 23
    }
  }
}
