# Heredoc templates, plain and indented (flush).
doc = <<EOT
line one
line ${two}
EOT
flush = <<-EOT
    indented
      more ${x}
    EOT
