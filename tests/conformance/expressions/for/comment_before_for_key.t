# After "{" and a comment, "for" starts a for-expression even where an
# object key was meant.

diagnostics {
  error {
    # Invalid 'for' expression
    from {
      line   = 3
      column = 7
      byte   = 50
    }
    to {
      line   = 3
      column = 8
      byte   = 51
    }
  }
}
