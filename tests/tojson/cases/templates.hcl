# Template text that must stay literal or be re-escaped in JSON.
escaped_interp    = "cost: $${price} and %%{ if x }"
dollar_before     = "price: $${var.amount}"
percent_text      = "100% sure, 50%"
trailing_dollar   = "US$"
dollar_then_interp = "US$$ ${~var.amount} and ${"$"}${var.amount}"
quotes_and_slashes = "say \"hi\"\\n and \t tab"
unicode           = "caf\u00e9 \U0001F600 ü"
strip             = "a ${~ var.name ~} b"
directive         = "%{ if var.enabled }on%{ else }off%{ endif }"
loop              = "%{ for k, v in var.map }${k}=${v};%{ endfor }"
percent_before_directive = "x%% %{~ if var.enabled }y%%%{ else }n%{ endif }"
heredoc_markers   = <<EOT
literal $${not_interp} and %%{not_directive}
${var.name} done
EOT
indented = <<-EOT
      %{ if var.enabled }
      enabled: ${var.name}
      %{ endif }
    EOT
nested_heredoc = join_lines([<<EOT
one ${var.name}
EOT
, "two"])
single_interp = "${var.amount}"
stripped_to_one_interp = " ${~var.amount}"
wrapped_tuple = "${[var.name, 1]}"
