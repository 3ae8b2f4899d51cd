# A web service: variables, templates, heredocs, for-expressions, splats,
# conditionals and function calls.
name        = "${var.prefix}-api"
replicas    = var.env == "prod" ? 3 : 1
port        = 8080
ratio       = 0.75
tags        = ["web", "api", var.env]
labels      = { team = "core", tier = var.env }
upper_name  = shout(var.prefix)
hosts       = [for i, h in var.hosts : "${i}:${h}" if h != ""]
host_map    = { for h in var.hosts : h => len(h) if h != "" }
first_ports = var.listeners[*].port
names       = var.listeners.*.name
greeting    = <<EOT
Hello ${var.prefix},
%{ for h in var.hosts ~}
- ${h}
%{ endfor ~}
EOT
banner      = <<-EOT
    Service ${shout(var.prefix)}
      on port ${8080 + 1}
    EOT

listener "http" {
  port     = 80
  protocol = "HTTP"
}

listener "https" {
  port     = 443
  protocol = "HTTPS"
  cert     = "/etc/${var.prefix}/cert.pem"
}

health {
  path     = "/healthz"
  interval = 10 * 3
}
