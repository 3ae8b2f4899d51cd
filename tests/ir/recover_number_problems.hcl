# A number literal that has no value and a legacy index with a dot are
# reported where the reference's parser meets them, among the syntax errors
# in source order, also in an item with a syntax error (which is not
# lowered): before the mistake that ends their item (`a`), before a mistake
# of a later item (`b`), after an earlier one. In recovery mode (after `d`)
# the reference gives up on the rest of an item after the first of them
# (`e`: neither the second number nor the conditional; `f`, parsed, only the
# legacy index), and reports the next item's (`g`).
a = x.1.2 + 1..2 ? 3
b = 1.2.3
c = [1,,]
d = 1.2.3 + [4.5.6, 1,,]
e = 1.2.3 + 1..2 ? 3
f = x.1.2 + 1.2.3
g = 1.2.3
# RUN: %ir %input
# CHECK: Body @1:1-16:1
# CHECK:   Attribute b name=10:1-10:2 equals=10:3-10:4 @10:1-10:10
# CHECK:     Literal number 1.2.3 @10:5-10:10
# CHECK:   Attribute f name=14:1-14:2 equals=14:3-14:4 @14:1-14:18
# CHECK:     Binary Add op=14:11-14:12 @14:5-14:18
# CHECK:       lhs: ScopeTraversal x @14:5-14:10
# CHECK:         LegacyIndex number 1.2 @14:6-14:10
# CHECK:       rhs: Literal number 1.2.3 @14:13-14:18
# CHECK:   Attribute g name=15:1-15:2 equals=15:3-15:4 @15:1-15:10
# CHECK:     Literal number 1.2.3 @15:5-15:10
# CHECK-STDERR: error InvalidLegacyIndex @9:7-9:10 Invalid legacy index syntax
# CHECK-STDERR: error InvalidNumberLiteral @9:13-9:17 Invalid number literal
# CHECK-STDERR: error MissingFalseExpression @9:21-10:1 Missing false expression in conditional
# CHECK-STDERR: error InvalidNumberLiteral @10:5-10:10 Invalid number literal
# CHECK-STDERR: error InvalidExpression @11:8-11:9 Invalid expression
# CHECK-STDERR: error InvalidNumberLiteral @12:5-12:10 Invalid number literal
# CHECK-STDERR: error InvalidNumberLiteral @13:5-13:10 Invalid number literal
# CHECK-STDERR: error InvalidLegacyIndex @14:7-14:10 Invalid legacy index syntax
# CHECK-STDERR: error InvalidNumberLiteral @15:5-15:10 Invalid number literal
# EXIT: 2
