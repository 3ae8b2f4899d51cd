# Literals, operators by precedence, conditional and parentheses.
num    = 1.50e+3
str    = "plain"
flags  = [true, false, null]
arith  = -a + b * c / d % 2 - 1
logic  = !p || q && r == s
cmp    = [a < b, a <= b, a > b, a >= b, a != b]
cond   = x ? "yes" : (y ? 1 : 2)
paren  = (a + b) * c
# RUN: %ir %input
# CHECK: Body @1:1-10:1
# CHECK:   Attribute num name=2:1-2:4 equals=2:8-2:9 @2:1-2:17
# CHECK:     Literal number 1.50e+3 @2:10-2:17
# CHECK:   Attribute str name=3:1-3:4 equals=3:8-3:9 @3:1-3:17
# CHECK:     Template @3:10-3:17
# CHECK:       Literal string "plain" @3:11-3:16
# CHECK:   Attribute flags name=4:1-4:6 equals=4:8-4:9 @4:1-4:29
# CHECK:     Tuple @4:10-4:29
# CHECK:       Literal bool true @4:11-4:15
# CHECK:       Literal bool false @4:17-4:22
# CHECK:       Literal null @4:24-4:28
# CHECK:   Attribute arith name=5:1-5:6 equals=5:8-5:9 @5:1-5:32
# CHECK:     Binary Subtract op=5:29-5:30 @5:10-5:32
# CHECK:       lhs: Binary Add op=5:13-5:14 @5:10-5:28
# CHECK:         lhs: Unary Negate op=5:10-5:11 @5:10-5:12
# CHECK:           ScopeTraversal a @5:11-5:12
# CHECK:         rhs: Binary Modulo op=5:25-5:26 @5:15-5:28
# CHECK:           lhs: Binary Divide op=5:21-5:22 @5:15-5:24
# CHECK:             lhs: Binary Multiply op=5:17-5:18 @5:15-5:20
# CHECK:               lhs: ScopeTraversal b @5:15-5:16
# CHECK:               rhs: ScopeTraversal c @5:19-5:20
# CHECK:             rhs: ScopeTraversal d @5:23-5:24
# CHECK:           rhs: Literal number 2 @5:27-5:28
# CHECK:       rhs: Literal number 1 @5:31-5:32
# CHECK:   Attribute logic name=6:1-6:6 equals=6:8-6:9 @6:1-6:27
# CHECK:     Binary Or op=6:13-6:15 @6:10-6:27
# CHECK:       lhs: Unary Not op=6:10-6:11 @6:10-6:12
# CHECK:         ScopeTraversal p @6:11-6:12
# CHECK:       rhs: Binary And op=6:18-6:20 @6:16-6:27
# CHECK:         lhs: ScopeTraversal q @6:16-6:17
# CHECK:         rhs: Binary Equal op=6:23-6:25 @6:21-6:27
# CHECK:           lhs: ScopeTraversal r @6:21-6:22
# CHECK:           rhs: ScopeTraversal s @6:26-6:27
# CHECK:   Attribute cmp name=7:1-7:4 equals=7:8-7:9 @7:1-7:48
# CHECK:     Tuple @7:10-7:48
# CHECK:       Binary Less op=7:13-7:14 @7:11-7:16
# CHECK:         lhs: ScopeTraversal a @7:11-7:12
# CHECK:         rhs: ScopeTraversal b @7:15-7:16
# CHECK:       Binary LessOrEqual op=7:20-7:22 @7:18-7:24
# CHECK:         lhs: ScopeTraversal a @7:18-7:19
# CHECK:         rhs: ScopeTraversal b @7:23-7:24
# CHECK:       Binary Greater op=7:28-7:29 @7:26-7:31
# CHECK:         lhs: ScopeTraversal a @7:26-7:27
# CHECK:         rhs: ScopeTraversal b @7:30-7:31
# CHECK:       Binary GreaterOrEqual op=7:35-7:37 @7:33-7:39
# CHECK:         lhs: ScopeTraversal a @7:33-7:34
# CHECK:         rhs: ScopeTraversal b @7:38-7:39
# CHECK:       Binary NotEqual op=7:43-7:45 @7:41-7:47
# CHECK:         lhs: ScopeTraversal a @7:41-7:42
# CHECK:         rhs: ScopeTraversal b @7:46-7:47
# CHECK:   Attribute cond name=8:1-8:5 equals=8:8-8:9 @8:1-8:33
# CHECK:     Conditional @8:10-8:33
# CHECK:       cond: ScopeTraversal x @8:10-8:11
# CHECK:       then: Template @8:14-8:19
# CHECK:         Literal string "yes" @8:15-8:18
# CHECK:       else: Parens @8:22-8:33
# CHECK:         Conditional @8:23-8:32
# CHECK:           cond: ScopeTraversal y @8:23-8:24
# CHECK:           then: Literal number 1 @8:27-8:28
# CHECK:           else: Literal number 2 @8:31-8:32
# CHECK:   Attribute paren name=9:1-9:6 equals=9:8-9:9 @9:1-9:21
# CHECK:     Binary Multiply op=9:18-9:19 @9:10-9:21
# CHECK:       lhs: Parens @9:10-9:17
# CHECK:         Binary Add op=9:13-9:14 @9:11-9:16
# CHECK:           lhs: ScopeTraversal a @9:11-9:12
# CHECK:           rhs: ScopeTraversal b @9:15-9:16
# CHECK:       rhs: ScopeTraversal c @9:20-9:21
