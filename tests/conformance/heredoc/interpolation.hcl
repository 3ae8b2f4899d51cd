a = <<EOT
hello ${name}
%{ if true }yes%{ endif }
EOT
