# Function calls: no arguments, several, expansion of the last,
# and a call spread over lines.
now    = timestamp()
joined = join(",", list)
spread = max(nums...)
multi  = format(
  "%s-%s",
  a,
  b,
)
# RUN: %ir %input
# CHECK: Body @1:1-11:1
# CHECK:   Attribute now name=3:1-3:4 equals=3:8-3:9 @3:1-3:21
# CHECK:     Call timestamp name=3:10-3:19 open=3:19-3:20 close=3:20-3:21 @3:10-3:21
# CHECK:   Attribute joined name=4:1-4:7 equals=4:8-4:9 @4:1-4:25
# CHECK:     Call join name=4:10-4:14 open=4:14-4:15 close=4:24-4:25 @4:10-4:25
# CHECK:       Template @4:15-4:18
# CHECK:         Literal string "," @4:16-4:17
# CHECK:       ScopeTraversal list @4:20-4:24
# CHECK:   Attribute spread name=5:1-5:7 equals=5:8-5:9 @5:1-5:22
# CHECK:     Call max expand ellipsis=5:18-5:21 name=5:10-5:13 open=5:13-5:14 close=5:21-5:22 @5:10-5:22
# CHECK:       ScopeTraversal nums @5:14-5:18
# CHECK:   Attribute multi name=6:1-6:6 equals=6:8-6:9 @6:1-10:2
# CHECK:     Call format name=6:10-6:16 open=6:16-6:17 close=10:1-10:2 @6:10-10:2
# CHECK:       Template @7:3-7:10
# CHECK:         Literal string "%s-%s" @7:4-7:9
# CHECK:       ScopeTraversal a @8:3-8:4
# CHECK:       ScopeTraversal b @9:3-9:4
