<<-EOT
    hello
      ${name}
    %{ for x in xs }${x}%{ endfor }
    EOT

# RUN: %eval %vars -e %text
# CHECK: {"value":"hello\n  Ann\nabc\n","type":"string"}
