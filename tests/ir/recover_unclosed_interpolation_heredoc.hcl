# The reference reports an interpolation that the end of the file leaves
# open at its template's first token, as its scanner makes them: a heredoc's
# literal text runs through the end of its line.
e = <<-EOT
  ab
  c ${g} ${h
# RUN: %ir %input
# CHECK: Body @1:1-7:1
# CHECK-STDERR: error UnclosedInterpolation @5:1-6:1 Unclosed template interpolation sequence
# EXIT: 2
