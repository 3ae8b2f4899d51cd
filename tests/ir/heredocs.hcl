# Heredoc templates, plain and indented (flush).
doc = <<EOT
line one
line ${two}
EOT
flush = <<-EOT
    indented
      more ${x}
    EOT
# RUN: %ir %input
# CHECK: Body @1:1-10:1
# CHECK:   Attribute doc name=2:1-2:4 equals=2:5-2:6 @2:1-5:4
# CHECK:     Template @2:7-5:4
# CHECK:       Literal string "line one\n" @3:1-4:1
# CHECK:       Literal string "line " @4:1-4:6
# CHECK:       TemplateInterp @4:6-4:12
# CHECK:         ScopeTraversal two @4:8-4:11
# CHECK:       Literal string "\n" @4:12-5:1
# CHECK:   Attribute flush name=6:1-6:6 equals=6:7-6:8 @6:1-9:8
# CHECK:     Template @6:9-9:8
# CHECK:       Literal string "indented\n" @7:5-8:1
# CHECK:       Literal string "  more " @8:5-8:12
# CHECK:       TemplateInterp @8:12-8:16
# CHECK:         ScopeTraversal x @8:14-8:15
# CHECK:       Literal string "\n" @8:16-9:1
