# An unterminated heredoc: reported at the end of the file, the snippet
# showing its content from the line after the opening marker.
x {
  a = <<EOH
  hello
  EOHX
}
b = 1
# RUN: %ir %input
# CHECK: Body @1:1-9:1
# CHECK:   Block x type=3:1-3:2 open=3:3-3:4 close=9:1-9:1 @3:1-9:1
# CHECK:     Body @3:3-9:1
# CHECK-STDERR: error UnterminatedTemplateString @9:1-9:1 Unterminated template string
# EXIT: 2
