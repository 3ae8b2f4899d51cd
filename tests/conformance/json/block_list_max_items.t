# Blocks beyond max_items are reported at the first extra block's closing brace, where a JSON body's missing items are.

diagnostics {
  error {
    # Too many item blocks
    from {
      line   = 5
      column = 2
      byte   = 35
    }
    to {
      line   = 5
      column = 3
      byte   = 36
    }
  }
}
