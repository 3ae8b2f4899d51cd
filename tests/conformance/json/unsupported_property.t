# A property the schema does not expect is reported at its name.

diagnostics {
  error {
    # Extraneous JSON object property
    from {
      line   = 3
      column = 3
      byte   = 14
    }
    to {
      line   = 3
      column = 9
      byte   = 20
    }
  }
}
