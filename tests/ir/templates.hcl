# Quoted templates: escapes, interpolations, strip markers, directives, and
# the single-interpolation wrap.
plain  = "a\tb\n\"c\" \u00e9 $${literal} %%{literal}"
interp = "Hello, ${name}!"
wrap   = "${var.value}"
strip  = "a ${~ x ~} b"
ifelse = "%{ if cond }yes%{ else }no%{ endif }"
loop   = "%{ for i, x in xs }${i}:${x},%{ endfor }"
loopv  = "%{~ for x in xs ~} ${x} %{~ endfor ~}"
# RUN: %ir %input
# CHECK: Body @1:1-10:1
# CHECK:   Attribute plain name=3:1-3:6 equals=3:8-3:9 @3:1-3:54
# CHECK:     Template @3:10-3:54
# CHECK:       Literal string "a\tb\n\"c\" é " @3:11-3:30
# CHECK:       Literal string "${" @3:30-3:33
# CHECK:       Literal string "literal} " @3:33-3:42
# CHECK:       Literal string "%{" @3:42-3:45
# CHECK:       Literal string "literal}" @3:45-3:53
# CHECK:   Attribute interp name=4:1-4:7 equals=4:8-4:9 @4:1-4:27
# CHECK:     Template @4:10-4:27
# CHECK:       Literal string "Hello, " @4:11-4:18
# CHECK:       TemplateInterp @4:18-4:25
# CHECK:         ScopeTraversal name @4:20-4:24
# CHECK:       Literal string "!" @4:25-4:26
# CHECK:   Attribute wrap name=5:1-5:5 equals=5:8-5:9 @5:1-5:24
# CHECK:     TemplateWrap @5:10-5:24
# CHECK:       ScopeTraversal var @5:13-5:22
# CHECK:         Attr value @5:16-5:22
# CHECK:   Attribute strip name=6:1-6:6 equals=6:8-6:9 @6:1-6:24
# CHECK:     Template @6:10-6:24
# CHECK:       Literal string "a" @6:11-6:13
# CHECK:       TemplateInterp @6:13-6:21
# CHECK:         ScopeTraversal x @6:17-6:18
# CHECK:       Literal string "b" @6:21-6:23
# CHECK:   Attribute ifelse name=7:1-7:7 equals=7:8-7:9 @7:1-7:48
# CHECK:     Template @7:10-7:48
# CHECK:       TemplateIf @7:11-7:47
# CHECK:         cond: ScopeTraversal cond @7:17-7:21
# CHECK:         then: Template @7:23-7:26
# CHECK:           Literal string "yes" @7:23-7:26
# CHECK:         else: Template @7:35-7:37
# CHECK:           Literal string "no" @7:35-7:37
# CHECK:   Attribute loop name=8:1-8:5 equals=8:8-8:9 @8:1-8:52
# CHECK:     Template @8:10-8:52
# CHECK:       TemplateFor i, x key_var=8:18-8:19 value_var=8:21-8:22 @8:11-8:51
# CHECK:         collection: ScopeTraversal xs @8:26-8:28
# CHECK:         body: Template @8:30-8:40
# CHECK:           TemplateInterp @8:30-8:34
# CHECK:             ScopeTraversal i @8:32-8:33
# CHECK:           Literal string ":" @8:34-8:35
# CHECK:           TemplateInterp @8:35-8:39
# CHECK:             ScopeTraversal x @8:37-8:38
# CHECK:           Literal string "," @8:39-8:40
# CHECK:   Attribute loopv name=9:1-9:6 equals=9:8-9:9 @9:1-9:49
# CHECK:     Template @9:10-9:49
# CHECK:       TemplateFor x value_var=9:19-9:20 @9:11-9:48
# CHECK:         collection: ScopeTraversal xs @9:24-9:26
# CHECK:         body: Template @9:29-9:35
# CHECK:           Literal string "" @9:29-9:30
# CHECK:           TemplateInterp @9:30-9:34
# CHECK:             ScopeTraversal x @9:32-9:33
# CHECK:           Literal string "" @9:34-9:35
