[
  a,
  b # comment
] == (c)
# RUN: %ir --expr %text
# CHECK: Binary Equal op=4:3-4:5 @1:1-4:9
# CHECK:   lhs: Tuple @1:1-4:2
# CHECK:     ScopeTraversal a @2:3-2:4
# CHECK:     ScopeTraversal b @3:3-3:4
# CHECK:   rhs: Parens @4:6-4:9
# CHECK:     ScopeTraversal c @4:7-4:8
