[1.e5, 1.E-2, 007.5e-3, 1.5.x, 1e5.e, a.1e2, a.0.b]
# RUN: %ir --expr %text
# CHECK: Tuple @1:1-1:52
# CHECK:   Literal number 1e5 @1:2-1:6
# CHECK:   Literal number 1E-2 @1:8-1:13
# CHECK:   Literal number 007.5e-3 @1:15-1:23
# CHECK:   RelativeTraversal @1:25-1:30
# CHECK:     source: Literal number 1.5 @1:25-1:28
# CHECK:     Attr x @1:28-1:30
# CHECK:   RelativeTraversal @1:32-1:37
# CHECK:     source: Literal number 1e5 @1:32-1:35
# CHECK:     Attr e @1:35-1:37
# CHECK:   ScopeTraversal a @1:39-1:44
# CHECK:     LegacyIndex number 1e2 @1:40-1:44
# CHECK:   ScopeTraversal a @1:46-1:51
# CHECK:     LegacyIndex number 0 @1:47-1:49
# CHECK:     Attr b @1:49-1:51
