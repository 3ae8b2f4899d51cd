outer {
  inner "a" {
    x = 1
  }
  inner "b" {
    x = 2
  }
  item {
    y = true
  }
}
