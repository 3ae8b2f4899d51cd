# Strip markers act first, on the one piece of text beside them (a line, or an
# escaped $${); <<- then measures the lines as the markers left them.

result_type = object({
  flags = map(string)
})

result = {
  "flags" = {
    "after_stripped_break" = "x        indented\n  less\n"
    "blank_line_kept" = "x\n  b\n"
    "blank_lines" = "a\n  \n\t\nb\n"
    "escape_piece" = "a \n $${x"
    "escape_piece_heredoc" = "x$${ b\n  c\n"
    "if_spanning_lines" = "      enabled: bob\n"
    "interpolation_first" = "  a\nb\n    c\n"
    "line_break_kept" = "a \nx\n"
  }
}
