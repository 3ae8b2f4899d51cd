service "a\"b\tc\u00e9" {
  n = 1
}
