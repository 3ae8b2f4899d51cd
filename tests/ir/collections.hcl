# Tuple and object constructors: identifier keys, expression keys, colons,
# newlines as separators.
tup   = [1, "two", [3]]
empty = {}
obj = {
  name         = "n"
  "quoted"     = 1
  (computed)   = 2
  a.b          = 3
  colon: 4,
  true         = 5
}
# RUN: %ir %input
# CHECK: Body @1:1-13:1
# CHECK:   Attribute tup name=3:1-3:4 equals=3:7-3:8 @3:1-3:24
# CHECK:     Tuple @3:9-3:24
# CHECK:       Literal number 1 @3:10-3:11
# CHECK:       Template @3:13-3:18
# CHECK:         Literal string "two" @3:14-3:17
# CHECK:       Tuple @3:20-3:23
# CHECK:         Literal number 3 @3:21-3:22
# CHECK:   Attribute empty name=4:1-4:6 equals=4:7-4:8 @4:1-4:11
# CHECK:     Object @4:9-4:11
# CHECK:   Attribute obj name=5:1-5:4 equals=5:5-5:6 @5:1-12:2
# CHECK:     Object @5:7-12:2
# CHECK:       key (identifier): Literal string "name" @6:3-6:7
# CHECK:       value: Template @6:18-6:21
# CHECK:         Literal string "n" @6:19-6:20
# CHECK:       key: Template @7:3-7:11
# CHECK:         Literal string "quoted" @7:4-7:10
# CHECK:       value: Literal number 1 @7:18-7:19
# CHECK:       key: Parens @8:3-8:13
# CHECK:         ScopeTraversal computed @8:4-8:12
# CHECK:       value: Literal number 2 @8:18-8:19
# CHECK:       key: ScopeTraversal a @9:3-9:6
# CHECK:         Attr b @9:4-9:6
# CHECK:       value: Literal number 3 @9:18-9:19
# CHECK:       key (identifier): Literal string "colon" @10:3-10:8
# CHECK:       value: Literal number 4 @10:10-10:11
# CHECK:       key (identifier): Literal string "true" @11:3-11:7
# CHECK:       value: Literal number 5 @11:18-11:19
