# Terraform-shaped: locals, resources with dynamic blocks, multi-line
# expressions with comments, a conditional splat and a nested for.
locals {
  name_prefix = "${var.project}-${var.env}"
  common_tags = merge_tags(var.tags, {
    Project = var.project # the owning project
    Env     = var.env
  })
  subnet_ids = [
    for s in var.subnets : s.id # only those with an id
    if s.id != null
  ]
}

resource "aws_security_group" "web" {
  name        = "${local.name_prefix}-web"
  description = "Web servers (port ${var.ports[0]})"
  vpc_id      = var.vpc_id

  dynamic "ingress" {
    for_each = var.ports
    content {
      from_port = ingress.value
      to_port   = ingress.value
      cidrs     = ["0.0.0.0/0"]
    }
  }

  egress {
    from_port = 0
    to_port   = 0
    cidrs     = ["0.0.0.0/0"]
  }

  dynamic "egress" {
    for_each = var.extra_ports
    content {
      from_port = egress.value
      to_port   = egress.value + 1
      cidrs     = var.private_cidrs
    }
  }
}

resource "aws_instance" "app" {
  count         = var.env == "prod" ? 2 : 1
  instance_type = lookup_size(var.sizes, var.env)
  subnet_id     = local.subnet_ids[count.index % length(local.subnet_ids)]
  user_data     = <<-EOF
    #!/bin/sh
    echo "${local.name_prefix}" > /etc/name
    %{ for p in var.ports }
    open ${p}
    %{ endfor }
  EOF
}

output "matrix" {
  value = { for env, ports in var.env_ports : env => [for p in ports : p * 10] }
}
