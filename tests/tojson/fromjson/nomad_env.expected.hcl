job "web" {
  group "app" {
    task "server" {
      driver = "docker"
      env {
        PORT      = "8080"
        LOG_LEVEL = "info"
      }
    }
  }
}
