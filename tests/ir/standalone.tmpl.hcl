Hello ${name}, %{ if admin }admin%{ endif }
# RUN: %ir --template -e %text
# CHECK: Template @1:1-1:44
# CHECK:   Literal string "Hello " @1:1-1:7
# CHECK:   TemplateInterp @1:7-1:14
# CHECK:     ScopeTraversal name @1:9-1:13
# CHECK:   Literal string ", " @1:14-1:16
# CHECK:   TemplateIf @1:16-1:44
# CHECK:     cond: ScopeTraversal admin @1:22-1:27
# CHECK:     then: Template @1:29-1:34
# CHECK:       Literal string "admin" @1:29-1:34
