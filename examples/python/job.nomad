# A Nomad job: labelled and repeated blocks, a free-form `config` block, a
# heredoc template, and expressions that refer to Nomad's own variables.
job "web" {
  datacenters = ["dc1", "dc2"]
  type        = "service"

  group "frontend" {
    count = 3

    network {
      port "http" { to = 8080 }
      port "metrics" { static = 9102 }
    }

    task "server" {
      driver = "docker"

      config {
        image = "nginx:${var.nginx_version}"
        ports = ["http"]
        args  = ["-c", "/local/nginx.conf"]
      }

      template {
        destination = "local/nginx.conf"
        data        = <<-EOT
          server {
            listen ${NOMAD_PORT_http};
          }
          EOT
      }

      resources {
        cpu    = 500
        memory = 256 * 2
      }
    }
  }
}
