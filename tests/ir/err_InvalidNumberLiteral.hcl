# A number is a digit and then any run of digits, dots and exponents, not
# ending in a dot, as the reference scans it; a run that is not a number is
# one invalid literal, wherever an expression goes. (The reference's
# diagnostics: tests/ir/diags_vs_reference.py.)
dots     = 1.5.2
empty    = 1..2
twice    = 1e5e3
after    = 1.5e3.2
in_tmpl  = "${1.5.2.3}"
in_for   = [for x in y : 1E+5.2]
in_call  = f(1.5.2...)
negated  = -1.5.2
key      = { 1..2 = 1 }
chained  = a.1.5.2
attr     = 1.5.x
# RUN: %ir %input
# CHECK: Body @1:1-16:1
# CHECK:   Attribute dots name=5:1-5:5 equals=5:10-5:11 @5:1-5:17
# CHECK:     Literal number 1.5.2 @5:12-5:17
# CHECK:   Attribute empty name=6:1-6:6 equals=6:10-6:11 @6:1-6:16
# CHECK:     Literal number 1..2 @6:12-6:16
# CHECK:   Attribute twice name=7:1-7:6 equals=7:10-7:11 @7:1-7:17
# CHECK:     Literal number 1e5e3 @7:12-7:17
# CHECK:   Attribute after name=8:1-8:6 equals=8:10-8:11 @8:1-8:19
# CHECK:     Literal number 1.5e3.2 @8:12-8:19
# CHECK:   Attribute in_tmpl name=9:1-9:8 equals=9:10-9:11 @9:1-9:24
# CHECK:     TemplateWrap @9:12-9:24
# CHECK:       Literal number 1.5.2.3 @9:15-9:22
# CHECK:   Attribute in_for name=10:1-10:7 equals=10:10-10:11 @10:1-10:33
# CHECK:     For tuple x value_var=10:17-10:18 open=10:12-10:13 close=10:32-10:33 @10:12-10:33
# CHECK:       collection: ScopeTraversal y @10:22-10:23
# CHECK:       value: Literal number 1E+5.2 @10:26-10:32
# CHECK:   Attribute in_call name=11:1-11:8 equals=11:10-11:11 @11:1-11:23
# CHECK:     Call f expand ellipsis=11:19-11:22 name=11:12-11:13 open=11:13-11:14 close=11:22-11:23 @11:12-11:23
# CHECK:       Literal number 1.5.2 @11:14-11:19
# CHECK:   Attribute negated name=12:1-12:8 equals=12:10-12:11 @12:1-12:18
# CHECK:     Unary Negate op=12:12-12:13 @12:12-12:18
# CHECK:       Literal number 1.5.2 @12:13-12:18
# CHECK:   Attribute key name=13:1-13:4 equals=13:10-13:11 @13:1-13:24
# CHECK:     Object @13:12-13:24
# CHECK:       key: Literal number 1..2 @13:14-13:18
# CHECK:       value: Literal number 1 @13:21-13:22
# CHECK:   Attribute chained name=14:1-14:8 equals=14:10-14:11 @14:1-14:19
# CHECK:     ScopeTraversal a @14:12-14:19
# CHECK:       LegacyIndex number 1.5.2 @14:13-14:19
# CHECK:   Attribute attr name=15:1-15:5 equals=15:10-15:11 @15:1-15:17
# CHECK:     RelativeTraversal @15:12-15:17
# CHECK:       source: Literal number 1.5 @15:12-15:15
# CHECK:       Attr x @15:15-15:17
# CHECK-STDERR: error InvalidNumberLiteral @5:12-5:17 Invalid number literal
# CHECK-STDERR: error InvalidNumberLiteral @6:12-6:16 Invalid number literal
# CHECK-STDERR: error InvalidNumberLiteral @7:12-7:17 Invalid number literal
# CHECK-STDERR: error InvalidNumberLiteral @8:12-8:19 Invalid number literal
# CHECK-STDERR: error InvalidNumberLiteral @9:15-9:22 Invalid number literal
# CHECK-STDERR: error InvalidNumberLiteral @10:26-10:32 Invalid number literal
# CHECK-STDERR: error InvalidNumberLiteral @11:14-11:19 Invalid number literal
# CHECK-STDERR: error InvalidNumberLiteral @12:13-12:18 Invalid number literal
# CHECK-STDERR: error InvalidNumberLiteral @13:14-13:18 Invalid number literal
# CHECK-STDERR: error InvalidLegacyIndex @14:14-14:19 Invalid legacy index syntax
# EXIT: 2
