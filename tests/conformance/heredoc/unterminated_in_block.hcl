x {
  a = <<EOH
  hello
  EOHX
}
b = 1
