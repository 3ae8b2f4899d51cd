# A comment between "{" and "for" (#, // or /* */) leaves a
# for-expression.
x = {
  # c
  for k, v in y : k => v
}
z = { /* c */ for k in y : k => 1 }
# RUN: %ir %input
# CHECK: Body @1:1-8:1
# CHECK:   Attribute x name=3:1-3:2 equals=3:3-3:4 @3:1-6:2
# CHECK:     For object k, v key_var=5:7-5:8 value_var=5:10-5:11 open=3:5-3:6 close=6:1-6:2 @3:5-6:2
# CHECK:       collection: ScopeTraversal y @5:15-5:16
# CHECK:       key: ScopeTraversal k @5:19-5:20
# CHECK:       value: ScopeTraversal v @5:24-5:25
# CHECK:   Attribute z name=7:1-7:2 equals=7:3-7:4 @7:1-7:36
# CHECK:     For object k value_var=7:19-7:20 open=7:5-7:6 close=7:35-7:36 @7:5-7:36
# CHECK:       collection: ScopeTraversal y @7:24-7:25
# CHECK:       key: ScopeTraversal k @7:28-7:29
# CHECK:       value: Literal number 1 @7:33-7:34
