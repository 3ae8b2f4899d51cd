# Variables with literal steps, relative traversals, index with an
# expression key, and both splat forms with their trailing operations.
root    = foo
steps   = foo.bar[0]["key"].baz
legacy  = foo.0.bar
relat   = f(x).attr[1]
dynamic = foo[bar.baz]
paren   = (foo).bar
attrspl = list.*.name.first
fullspl = list[*].name[0]
afterat = list.*.name[0]
nested  = list[*].items[*].id
bare    = list[*]
# RUN: %ir %input
# CHECK: Body @1:1-14:1
# CHECK:   Attribute root name=3:1-3:5 equals=3:9-3:10 @3:1-3:14
# CHECK:     ScopeTraversal foo @3:11-3:14
# CHECK:   Attribute steps name=4:1-4:6 equals=4:9-4:10 @4:1-4:32
# CHECK:     ScopeTraversal foo @4:11-4:32
# CHECK:       Attr bar @4:14-4:18
# CHECK:       Index number 0 @4:18-4:21
# CHECK:       Index string "key" @4:21-4:28
# CHECK:       Attr baz @4:28-4:32
# CHECK:   Attribute legacy name=5:1-5:7 equals=5:9-5:10 @5:1-5:20
# CHECK:     ScopeTraversal foo @5:11-5:20
# CHECK:       LegacyIndex number 0 @5:14-5:16
# CHECK:       Attr bar @5:16-5:20
# CHECK:   Attribute relat name=6:1-6:6 equals=6:9-6:10 @6:1-6:23
# CHECK:     RelativeTraversal @6:11-6:23
# CHECK:       source: Call f name=6:11-6:12 open=6:12-6:13 close=6:14-6:15 @6:11-6:15
# CHECK:         ScopeTraversal x @6:13-6:14
# CHECK:       Attr attr @6:15-6:20
# CHECK:       Index number 1 @6:20-6:23
# CHECK:   Attribute dynamic name=7:1-7:8 equals=7:9-7:10 @7:1-7:23
# CHECK:     Index bracket=7:14-7:23 @7:11-7:23
# CHECK:       collection: ScopeTraversal foo @7:11-7:14
# CHECK:       key: ScopeTraversal bar @7:15-7:22
# CHECK:         Attr baz @7:18-7:22
# CHECK:   Attribute paren name=8:1-8:6 equals=8:9-8:10 @8:1-8:20
# CHECK:     RelativeTraversal @8:11-8:20
# CHECK:       source: Parens @8:11-8:16
# CHECK:         ScopeTraversal foo @8:12-8:15
# CHECK:       Attr bar @8:16-8:20
# CHECK:   Attribute attrspl name=9:1-9:8 equals=9:9-9:10 @9:1-9:28
# CHECK:     Splat attr-only marker=9:15-9:17 @9:11-9:28
# CHECK:       source: ScopeTraversal list @9:11-9:15
# CHECK:       each: RelativeTraversal @9:15-9:28
# CHECK:         source: SplatItem @9:15-9:17
# CHECK:         Attr name @9:17-9:22
# CHECK:         Attr first @9:22-9:28
# CHECK:   Attribute fullspl name=10:1-10:8 equals=10:9-10:10 @10:1-10:26
# CHECK:     Splat full marker=10:15-10:18 @10:11-10:26
# CHECK:       source: ScopeTraversal list @10:11-10:15
# CHECK:       each: RelativeTraversal @10:15-10:26
# CHECK:         source: SplatItem @10:15-10:18
# CHECK:         Attr name @10:18-10:23
# CHECK:         Index number 0 @10:23-10:26
# CHECK:   Attribute afterat name=11:1-11:8 equals=11:9-11:10 @11:1-11:25
# CHECK:     RelativeTraversal @11:11-11:25
# CHECK:       source: Splat attr-only marker=11:15-11:17 @11:11-11:22
# CHECK:         source: ScopeTraversal list @11:11-11:15
# CHECK:         each: RelativeTraversal @11:15-11:22
# CHECK:           source: SplatItem @11:15-11:17
# CHECK:           Attr name @11:17-11:22
# CHECK:       Index number 0 @11:22-11:25
# CHECK:   Attribute nested name=12:1-12:7 equals=12:9-12:10 @12:1-12:30
# CHECK:     Splat full marker=12:15-12:18 @12:11-12:30
# CHECK:       source: ScopeTraversal list @12:11-12:15
# CHECK:       each: Splat full marker=12:24-12:27 @12:15-12:30
# CHECK:         source: RelativeTraversal @12:15-12:24
# CHECK:           source: SplatItem @12:15-12:18
# CHECK:           Attr items @12:18-12:24
# CHECK:         each: RelativeTraversal @12:24-12:30
# CHECK:           source: SplatItem @12:24-12:27
# CHECK:           Attr id @12:27-12:30
# CHECK:   Attribute bare name=13:1-13:5 equals=13:9-13:10 @13:1-13:18
# CHECK:     Splat full marker=13:15-13:18 @13:11-13:18
# CHECK:       source: ScopeTraversal list @13:11-13:15
# CHECK:       each: SplatItem @13:15-13:18
