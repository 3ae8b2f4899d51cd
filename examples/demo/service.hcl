service "web" {
  port = 8080
}
