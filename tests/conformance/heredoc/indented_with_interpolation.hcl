a = <<-EOT
    ${x} first
      second ${x}
    EOT
