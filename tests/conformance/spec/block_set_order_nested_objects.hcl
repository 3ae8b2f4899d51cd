rule {
}
rule {
  port {
    name = "a"
  }
}
rule {
  port {
    name = "a"
  }
  port {
    name = "b"
  }
}
