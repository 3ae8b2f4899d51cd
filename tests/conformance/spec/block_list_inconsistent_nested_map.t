# An empty block_map is map(object) but a full two-label one
# map(map(object)): the blocks have no common type. The error is at the
# first block where a missing item would be (the object spec reads no value).

diagnostics {
  error {
    # Unconsistent argument types in resource blocks
    from {
      line   = 1
      column = 10
      byte   = 9
    }
    to {
      line   = 1
      column = 10
      byte   = 9
    }
  }
}
