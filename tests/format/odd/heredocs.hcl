a = <<EOT
plain ${var.x} %{ if y }z%{ endif }
  indented
EOT
b {
c = <<-EOT
    inner ${ foo( 1 ) }
      EOT
  d = [<<EOT
x
EOT
  , 2]
}
e = upper(<<EOT
q
EOT
)
