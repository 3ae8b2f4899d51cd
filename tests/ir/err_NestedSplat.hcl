# Another .* inside an attribute-only splat is an error, reported once a chain (tests/ir/diags_vs_reference.py).
a = objs.*.name.*.*
b = objs.*.name[0].*
# RUN: %ir %input
# CHECK: Body @1:1-4:1
# CHECK:   Attribute a name=2:1-2:2 equals=2:3-2:4 @2:1-2:20
# CHECK:     Splat attr-only marker=2:18-2:20 @2:5-2:20
# CHECK:       source: Splat attr-only marker=2:16-2:18 @2:5-2:18
# CHECK:         source: Splat attr-only marker=2:9-2:11 @2:5-2:16
# CHECK:           source: ScopeTraversal objs @2:5-2:9
# CHECK:           each: RelativeTraversal @2:9-2:16
# CHECK:             source: SplatItem @2:9-2:11
# CHECK:             Attr name @2:11-2:16
# CHECK:         each: SplatItem @2:16-2:18
# CHECK:       each: SplatItem @2:18-2:20
# CHECK:   Attribute b name=3:1-3:2 equals=3:3-3:4 @3:1-3:21
# CHECK:     Splat attr-only marker=3:19-3:21 @3:5-3:21
# CHECK:       source: RelativeTraversal @3:5-3:19
# CHECK:         source: Splat attr-only marker=3:9-3:11 @3:5-3:16
# CHECK:           source: ScopeTraversal objs @3:5-3:9
# CHECK:           each: RelativeTraversal @3:9-3:16
# CHECK:             source: SplatItem @3:9-3:11
# CHECK:             Attr name @3:11-3:16
# CHECK:         Index number 0 @3:16-3:19
# CHECK:       each: SplatItem @3:19-3:21
# CHECK-STDERR: error NestedSplat @2:17-2:18 Nested splat expression not allowed
# EXIT: 2
