# Comments, heredocs and escapes that the "${…}" of an expression's source and
# the template text must carry over unchanged.
c1 = [a, # "}" ${
  b]
c2 = [a, /* } " */ b]
c3 = a == "" ? "none" : <<EOT
has ${a}
EOT
c4 = "%{ if a == "}" }y%{ else }n%${"%"}%{ endif }"
c5 = "${a}%"
c6 = "50% %{~ if true }%{ endif }"
c7 = "%{ for i, v in l }${i}%%${v}$%{ endfor }"
c8 = l[*]
c9 = "$"
c10 = "${"$${"}"
c11 = <<-EOT
    a
      b
    EOT
c12 = [for v in l: v if v != "" ]
c13 = {"${a}" = 1}
c14 = "a\\${b}"
c15 = "\u0000\u001f"
