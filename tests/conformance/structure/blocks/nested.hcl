outer {
  name = "o"
  inner {
    name = "i"
    innermost {
      name = "ii"
    }
  }
}
