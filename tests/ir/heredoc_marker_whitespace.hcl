# A heredoc closing marker may have whitespace around it: spaces, tabs and
# other Unicode spaces, and a CRLF line ending; the marker line's trailing
# whitespace belongs to the template's range.
a = <<EOH
hello
EOH 
b = <<EOH
world
  EOH	 
c = <<-EOH
    indented
  EOH 　
d = <<EOH
EOH x
EOHX
EOH
# RUN: %ir %input
# CHECK: Body @1:1-17:1
# CHECK:   Attribute a name=4:1-4:2 equals=4:3-4:4 @4:1-6:5
# CHECK:     Template @4:5-6:5
# CHECK:       Literal string "hello\n" @5:1-6:1
# CHECK:   Attribute b name=7:1-7:2 equals=7:3-7:4 @7:1-9:8
# CHECK:     Template @7:5-9:8
# CHECK:       Literal string "world\n" @8:1-9:1
# CHECK:   Attribute c name=10:1-10:2 equals=10:3-10:4 @10:1-12:8
# CHECK:     Template @10:5-12:8
# CHECK:       Literal string "indented\n" @11:5-12:1
# CHECK:   Attribute d name=13:1-13:2 equals=13:3-13:4 @13:1-16:4
# CHECK:     Template @13:5-16:4
# CHECK:       Literal string "EOH x\n" @14:1-15:1
# CHECK:       Literal string "EOHX\n" @15:1-16:1
