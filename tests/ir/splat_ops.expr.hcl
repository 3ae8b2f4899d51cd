a[*].b.c[d]
# RUN: %ir --expr %text
# CHECK: Splat full marker=1:2-1:5 @1:1-1:12
# CHECK:   source: ScopeTraversal a @1:1-1:2
# CHECK:   each: Index bracket=1:9-1:12 @1:2-1:12
# CHECK:     collection: RelativeTraversal @1:2-1:9
# CHECK:       source: SplatItem @1:2-1:5
# CHECK:       Attr b @1:5-1:7
# CHECK:       Attr c @1:7-1:9
# CHECK:     key: ScopeTraversal d @1:10-1:11
