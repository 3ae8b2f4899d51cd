# A duplicate labelled block is defined at the array of bodies (its opening
# bracket); its body is still decoded. The misspelled "w" is offered "r",
# the attribute not yet set.

diagnostics {
  error {
    # Extraneous JSON object property
    from {
      line   = 9
      column = 3
      byte   = 112
    }
    to {
      line   = 9
      column = 6
      byte   = 115
    }
  }
  error {
    # Missing required argument
    from {
      line   = 5
      column = 29
      byte   = 76
    }
    to {
      line   = 5
      column = 30
      byte   = 77
    }
  }
  error {
    # Extraneous JSON object property
    from {
      line   = 5
      column = 23
      byte   = 70
    }
    to {
      line   = 5
      column = 26
      byte   = 73
    }
  }
  error {
    # Incorrect attribute value type
    from {
      line   = 5
      column = 13
      byte   = 60
    }
    to {
      line   = 5
      column = 21
      byte   = 68
    }
  }
  error {
    # Duplicate p block
    from {
      line   = 3
      column = 10
      byte   = 20
    }
    to {
      line   = 3
      column = 11
      byte   = 21
    }
  }
}
