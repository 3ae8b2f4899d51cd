flags = {
  # A strip marker acts on the text of its own line only; indentation is
  # measured after stripping, so the stripped first line has none.
  if_spanning_lines = <<-EOT
    %{~ if true ~}
      enabled: bob
    %{~ endif ~}
    EOT
  # `~}` removes the rest of its line, not the blank line after it.
  blank_line_kept = <<EOT
${"x" ~}

  b
EOT
  # `%{~` removes the indentation before it, not the line break above.
  line_break_kept = <<EOT
a 
   ${~ "x"}
EOT
  # A line that only follows a stripped line break does not start a line.
  after_stripped_break = <<-EOT
    ${"x" ~}
        indented
      less
    EOT
  # An escaped `$${` is a piece of text of its own.
  escape_piece = "a \n $${  ${~ "x"}"
  escape_piece_heredoc = <<-EOT
    ${"x" ~}  $${ b
      c
    EOT
  # An interpolation at a line's start gives that line no indentation.
  interpolation_first = <<-EOT
    a
  ${"b"}
      c
    EOT
  blank_lines = <<-EOT
      a
  
	
      b
    EOT
}
