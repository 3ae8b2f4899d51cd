# A small service configuration: repeated blocks, variables, a for-expression
# and a template.
service {
  port     = base_port + 80
  replicas = 3
  zones    = [for z in zones : "${z}-1"]
  greeting = "Hello from ${name}"
}

service {
  port     = base_port + 81
  zones    = ["a"]
  greeting = "worker"
}
