# For-expressions: tuple and object forms, key and value variables,
# conditions and grouping.
t1 = [for v in list : upper(v)]
t2 = [for i, v in list : "${i}=${v}" if v != ""]
o1 = {for k, v in map : k => v}
o2 = {for v in list : v.group => v.name...}
o3 = {for k, v in map : v => k if k != "skip"}
# RUN: %ir %input
# CHECK: Body @1:1-8:1
# CHECK:   Attribute t1 name=3:1-3:3 equals=3:4-3:5 @3:1-3:32
# CHECK:     For tuple v value_var=3:11-3:12 open=3:6-3:7 close=3:31-3:32 @3:6-3:32
# CHECK:       collection: ScopeTraversal list @3:16-3:20
# CHECK:       value: Call upper name=3:23-3:28 open=3:28-3:29 close=3:30-3:31 @3:23-3:31
# CHECK:         ScopeTraversal v @3:29-3:30
# CHECK:   Attribute t2 name=4:1-4:3 equals=4:4-4:5 @4:1-4:49
# CHECK:     For tuple i, v key_var=4:11-4:12 value_var=4:14-4:15 open=4:6-4:7 close=4:48-4:49 @4:6-4:49
# CHECK:       collection: ScopeTraversal list @4:19-4:23
# CHECK:       value: Template @4:26-4:37
# CHECK:         TemplateInterp @4:27-4:31
# CHECK:           ScopeTraversal i @4:29-4:30
# CHECK:         Literal string "=" @4:31-4:32
# CHECK:         TemplateInterp @4:32-4:36
# CHECK:           ScopeTraversal v @4:34-4:35
# CHECK:       cond: Binary NotEqual op=4:43-4:45 @4:41-4:48
# CHECK:         lhs: ScopeTraversal v @4:41-4:42
# CHECK:         rhs: Template @4:46-4:48
# CHECK:   Attribute o1 name=5:1-5:3 equals=5:4-5:5 @5:1-5:32
# CHECK:     For object k, v key_var=5:11-5:12 value_var=5:14-5:15 open=5:6-5:7 close=5:31-5:32 @5:6-5:32
# CHECK:       collection: ScopeTraversal map @5:19-5:22
# CHECK:       key: ScopeTraversal k @5:25-5:26
# CHECK:       value: ScopeTraversal v @5:30-5:31
# CHECK:   Attribute o2 name=6:1-6:3 equals=6:4-6:5 @6:1-6:44
# CHECK:     For object v grouping value_var=6:11-6:12 open=6:6-6:7 close=6:43-6:44 @6:6-6:44
# CHECK:       collection: ScopeTraversal list @6:16-6:20
# CHECK:       key: ScopeTraversal v @6:23-6:30
# CHECK:         Attr group @6:24-6:30
# CHECK:       value: ScopeTraversal v @6:34-6:40
# CHECK:         Attr name @6:35-6:40
# CHECK:   Attribute o3 name=7:1-7:3 equals=7:4-7:5 @7:1-7:47
# CHECK:     For object k, v key_var=7:11-7:12 value_var=7:14-7:15 open=7:6-7:7 close=7:46-7:47 @7:6-7:47
# CHECK:       collection: ScopeTraversal map @7:19-7:22
# CHECK:       key: ScopeTraversal v @7:25-7:26
# CHECK:       value: ScopeTraversal k @7:30-7:31
# CHECK:       cond: Binary NotEqual op=7:37-7:39 @7:35-7:46
# CHECK:         lhs: ScopeTraversal k @7:35-7:36
# CHECK:         rhs: Template @7:40-7:46
# CHECK:           Literal string "skip" @7:41-7:45
