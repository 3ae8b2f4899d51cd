# The error ends at byte 5 (the start of line 2), not 6.
# FAILS WITH: unexpected error at 1:5-2:1 (bytes 4-5): Invalid expression
# FAILS WITH: missing error at 1:5-2:1 (bytes 4-6)
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
      byte   = 6
    }
  }
}
