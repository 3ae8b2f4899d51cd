job "web" {
  group "app" {
    network {
      port "http" {
        static = 8080
      }
      port "metrics" {
        to = 9100
      }
    }
  }
}
