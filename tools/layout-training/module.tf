# A Terraform-like module, the kind of file the corpus decode benchmark reads
# (tools/CMakeLists.txt, HCLC_HOT_LAYOUT): its decode runs the code that a
# small decode runs, and hcldec's link places those functions side by side.

variable "name" {
  description = "The name of the cluster, used in the names of its resources"
  type        = string
}

variable "zones" {
  description = <<-EOT
    Zones to spread the nodes over.
    One node pool per zone.
  EOT
  type        = list(string)
  default     = ["europe-west1-b", "europe-west1-c"]
}

variable "node_count" {
  type    = number
  default = 3

  validation {
    condition     = var.node_count > 0 && var.node_count <= 100
    error_message = "The node count must be between 1 and 100."
  }
}

variable "region" {
  description = "Région où déployer : « europe-west1 » par défaut"
  type        = string
  default     = var.in_europe ? "Zürich" : "Genève"
}

variable "labels" {
  type    = map(string)
  default = {
    team        = "platform"
    environment = "production"
  }
}

locals {
  create     = var.create && length(var.zones) > 0
  pool_names = [for zone in var.zones : "${var.name}-${zone}"]
  by_zone    = { for index, zone in var.zones : zone => index if index % 2 == 0 }
  ratio      = 1.5e3 / -2
  enabled    = !local.create ? null : true
  tags       = merge(var.labels, { name = upper(var.name) })
  splat      = aws_instance.this[*].id
}

resource "google_container_cluster" "primary" {
  count    = local.create ? 1 : 0
  name     = var.name
  location = var.zones[0]

  node_config {
    machine_type = "e2-standard-4"
    oauth_scopes = ["https://www.googleapis.com/auth/cloud-platform"]
  }

  dynamic "node_pool" {
    for_each = local.pool_names
    content {
      name = node_pool.value
    }
  }
}

output "cluster_id" {
  value       = try(google_container_cluster.primary[0].id, "")
  description = "The cluster's ID, %{if var.name != ""}named ${var.name}%{else}unnamed%{endif}"
}
