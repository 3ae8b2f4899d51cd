# Namespaced function names (HCL 2.20 and later): one name, spaces around
# "::" dropped, also inside templates.
arn = provider::aws::arn_parse(var.arn)
spaced = a :: b(1, rest...)
keywords = for::in::if()
text = "${core::upper(x)}"
# RUN: %ir %input
# CHECK: Body @1:1-7:1
# CHECK:   Attribute arn name=3:1-3:4 equals=3:5-3:6 @3:1-3:40
# CHECK:     Call provider::aws::arn_parse name=3:7-3:31 open=3:31-3:32 close=3:39-3:40 @3:7-3:40
# CHECK:       ScopeTraversal var @3:32-3:39
# CHECK:         Attr arn @3:35-3:39
# CHECK:   Attribute spaced name=4:1-4:7 equals=4:8-4:9 @4:1-4:28
# CHECK:     Call a::b expand ellipsis=4:24-4:27 name=4:10-4:16 open=4:16-4:17 close=4:27-4:28 @4:10-4:28
# CHECK:       Literal number 1 @4:17-4:18
# CHECK:       ScopeTraversal rest @4:20-4:24
# CHECK:   Attribute keywords name=5:1-5:9 equals=5:10-5:11 @5:1-5:25
# CHECK:     Call for::in::if name=5:12-5:23 open=5:23-5:24 close=5:24-5:25 @5:12-5:25
# CHECK:   Attribute text name=6:1-6:5 equals=6:6-6:7 @6:1-6:27
# CHECK:     TemplateWrap @6:8-6:27
# CHECK:       Call core::upper name=6:11-6:22 open=6:22-6:23 close=6:24-6:25 @6:11-6:25
# CHECK:         ScopeTraversal x @6:23-6:24
