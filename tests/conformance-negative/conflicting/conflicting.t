# A test file that expects diagnostics cannot also expect a result.
# FAILS WITH: Conflicting spec expectations
result = 1
diagnostics {
  error {
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 2
      column = 1
      byte   = 5
    }
  }
}
