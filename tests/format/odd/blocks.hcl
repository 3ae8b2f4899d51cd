a {
}
b "l1" "l2" {
}
c { d = 1 }
e {}
f "x" {
  g {
    h {
    i = 1
    }
  }
}
