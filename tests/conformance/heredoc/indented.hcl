block {
  a = <<-EOT
    four
      six
    four
    EOT
  b = <<-EOT
  two
	tab
  EOT
}
