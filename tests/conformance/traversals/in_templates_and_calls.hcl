a = "hello ${who.name}"
b = f(x, y.z)
c = <<EOT
%{ for item in items }${item}${sep}%{ endfor }
EOT
