# leading comment
/* block */ a=1 // trailing
bb   =   2 # two
  # indented comment
resource "x" "y" { # after brace
  # inside
c=3/* mid */+4
  d = [ # open
  1, # one
     2 /* two */,
  ] # close
}
/* multi
   line */
