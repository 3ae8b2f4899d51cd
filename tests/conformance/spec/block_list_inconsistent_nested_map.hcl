resource {
}
resource {
  rule "web" "main" {
    port = 80
  }
}
