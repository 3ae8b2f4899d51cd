# Errors inside user functions (spec `function` blocks) are reported as
# "Error in function call" at the call; user function parameters refuse null.

diagnostics {
  error {
    # Error in function call
    from {
      line   = 1
      column = 20
      byte   = 19
    }
    to {
      line   = 1
      column = 28
      byte   = 27
    }
  }
  error {
    # Error in function call
    from {
      line   = 2
      column = 20
      byte   = 51
    }
    to {
      line   = 2
      column = 26
      byte   = 57
    }
  }
  error {
    # Error in function call
    from {
      line   = 3
      column = 20
      byte   = 80
    }
    to {
      line   = 3
      column = 25
      byte   = 85
    }
  }
  error {
    # Invalid function argument
    from {
      line   = 4
      column = 28
      byte   = 117
    }
    to {
      line   = 4
      column = 32
      byte   = 121
    }
  }
  error {
    # Invalid function argument
    from {
      line   = 5
      column = 32
      byte   = 154
    }
    to {
      line   = 5
      column = 41
      byte   = 163
    }
  }
}
