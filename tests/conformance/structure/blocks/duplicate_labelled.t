# A duplicate labelled block is reported, and its body is still decoded:
# its own errors are reported beside "Duplicate p block".

diagnostics {
  error {
    # Missing required argument
    from {
      line   = 5
      column = 7
      byte   = 34
    }
    to {
      line   = 5
      column = 7
      byte   = 34
    }
  }
  error {
    # Unsupported argument
    from {
      line   = 7
      column = 3
      byte   = 53
    }
    to {
      line   = 7
      column = 4
      byte   = 54
    }
  }
  error {
    # Incorrect attribute value type
    from {
      line   = 6
      column = 7
      byte   = 42
    }
    to {
      line   = 6
      column = 15
      byte   = 50
    }
  }
  error {
    # Duplicate p block
    from {
      line   = 5
      column = 1
      byte   = 28
    }
    to {
      line   = 5
      column = 6
      byte   = 33
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 13
      column = 7
      byte   = 95
    }
    to {
      line   = 13
      column = 13
      byte   = 101
    }
  }
  error {
    # Duplicate p block
    from {
      line   = 12
      column = 1
      byte   = 81
    }
    to {
      line   = 12
      column = 6
      byte   = 86
    }
  }
}
