# `<<-` measures indentation in white-space characters, an em space included,
# as the reference does (official spec suite: expressions/heredoc).
x = <<-EOT
  Foo
 Bar
EOT
# RUN: %ir %input
# CHECK: Body @1:1-7:1
# CHECK:   Attribute x name=3:1-3:2 equals=3:3-3:4 @3:1-6:4
# CHECK:     Template @3:5-6:4
# CHECK:       Literal string " Foo\n" @4:2-5:1
# CHECK:       Literal string "Bar\n" @5:2-6:1
