# A dotted name as an object key (Terraform's providers = { aws.foo = aws.bar })
# is ambiguous: a reference would be written in parentheses, a name with
# periods in quotes.

diagnostics {
  error {
    # Ambiguous attribute key
    from {
      line   = 2
      column = 3
      byte   = 16
    }
    to {
      line   = 2
      column = 10
      byte   = 23
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 2
      column = 13
      byte   = 26
    }
    to {
      line   = 2
      column = 16
      byte   = 29
    }
  }
}
