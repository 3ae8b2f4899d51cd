a = <<EOT
text
  EOT
