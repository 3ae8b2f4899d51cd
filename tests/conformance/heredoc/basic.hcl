a = <<EOT
line one
line two
EOT
empty = <<EOT
EOT
