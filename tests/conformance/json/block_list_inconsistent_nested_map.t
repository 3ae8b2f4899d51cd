# As spec/block_list_inconsistent_nested_map in JSON: the error is at the first
# block object's closing brace, where its missing items are.

diagnostics {
  error {
    # Unconsistent argument types in resource blocks
    from {
      line   = 3
      column = 45
      byte   = 62
    }
    to {
      line   = 3
      column = 46
      byte   = 63
    }
  }
}
