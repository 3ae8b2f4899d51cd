# The deployment of a small web platform, as examples/embed/main.cpp reads it.
# The same configuration in HCL's JSON syntax: service.hcl.json.

region = "eu-west-1"

variable "base_port" {
  type    = number
  default = 8000
}

variable "extra_ports" {
  type    = list(object({ number = number, protocol = optional(string, "tcp") }))
  default = [{ number = 9100 }]
}

service "api" {
  image    = "registry.example.com/api:${version}"
  replicas = env == "prod" ? max(3, length(var.extra_ports) + 1) : 1
  endpoint = slug("${self.name} Gateway (${env})")
  ports = concat(
    [{ number = var.base_port + 80 }, { number = 9090, protocol = "udp" }],
    var.extra_ports,
  )
  tags = { team = "core", tier = upper("backend") }
}

service "worker" {
  image = "registry.example.com/worker:${version}"
  ports = []
  tags  = { team = "data" }
}
