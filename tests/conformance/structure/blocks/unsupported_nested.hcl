outer {
  known = 1
  unknown = 2
  extra {
  }
}
