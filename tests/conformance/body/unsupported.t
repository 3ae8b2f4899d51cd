diagnostics {
  error {
    # Missing required argument
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 1
      byte   = 0
    }
  }
  error {
    # Missing name for service
    from {
      line   = 5
      column = 13
      byte   = 37
    }
    to {
      line   = 5
      column = 14
      byte   = 38
    }
  }
  error {
    # Extraneous label for service
    from {
      line   = 7
      column = 17
      byte   = 57
    }
    to {
      line   = 7
      column = 20
      byte   = 60
    }
  }
  error {
    # Unsupported argument
    from {
      line   = 2
      column = 1
      byte   = 8
    }
    to {
      line   = 2
      column = 4
      byte   = 11
    }
  }
  error {
    # Unsupported argument
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
  error {
    # Unsupported block type
    from {
      line   = 3
      column = 1
      byte   = 16
    }
    to {
      line   = 3
      column = 5
      byte   = 20
    }
  }
  error {
    # Unsupported block type
    from {
      line   = 10
      column = 1
      byte   = 73
    }
    to {
      line   = 10
      column = 4
      byte   = 76
    }
  }
  error {
    # Missing one block
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 1
      byte   = 0
    }
  }
}
