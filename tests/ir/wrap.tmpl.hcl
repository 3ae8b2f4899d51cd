${only}
# RUN: %ir --template -e %text
# CHECK: TemplateWrap @1:1-1:8
# CHECK:   ScopeTraversal only @1:3-1:7
