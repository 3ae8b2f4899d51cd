a = <<EOT
%{ for x in ["a", "b"] ~}
item ${x}
%{ endfor ~}
done
EOT
