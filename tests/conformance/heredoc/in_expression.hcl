a = [<<EOT
inside
EOT
, "after"]
b = upper(<<EOT
x
EOT
)
