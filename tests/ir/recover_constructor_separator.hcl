# In recovery mode the reference does not report a missing separator in a
# tuple or an object: it skips to the bracket or brace that closes the
# constructor (counting only its own kind: `~}` closes no brace), and the
# enclosing expression goes on after it, here each conditional without its
# false expression at the token after the closer. Outside a template
# `%{ if t ~}` is `%` and such an object, whose closer is the block's `}`:
# the conditional then misses its false expression at the next name, and
# the tuple skips to the end of the file.
a = [1,,]
b = false ? {k v} c
d = false ? [1 2] e
f = [false ? {k = v w} g, 2]
h = false ? {k v ~} i } j
k = false ? {
  l m
}
n = [
  false ? {o p}
  q
]
r = 1
blk {
  s = [
    false ? < %{ if t ~}
    u
    %{~ endif }
  ]
}
v = 2
v = 3
# RUN: %ir %input
# CHECK: Body @1:1-31:1
# CHECK:   Attribute r name=21:1-21:2 equals=21:3-21:4 @21:1-21:6
# CHECK:     Literal number 1 @21:5-21:6
# CHECK:   Block blk type=22:1-22:4 open=22:5-22:6 close=31:1-31:1 @22:1-31:1
# CHECK:     Body @22:5-31:1
# CHECK-STDERR: error UnsupportedOperator @26:7-26:8 Unsupported operator
# CHECK-STDERR: error InvalidExpression @9:8-9:9 Invalid expression
# CHECK-STDERR: error MissingFalseExpression @10:19-10:20 Missing false expression in conditional
# CHECK-STDERR: error MissingFalseExpression @11:19-11:20 Missing false expression in conditional
# CHECK-STDERR: error MissingFalseExpression @12:24-12:25 Missing false expression in conditional
# CHECK-STDERR: error MissingFalseExpression @13:25-13:26 Missing false expression in conditional
# CHECK-STDERR: error MissingFalseExpression @16:2-17:1 Missing false expression in conditional
# CHECK-STDERR: error MissingFalseExpression @19:3-19:4 Missing false expression in conditional
# CHECK-STDERR: error MissingFalseExpression @29:1-29:2 Missing false expression in conditional
# EXIT: 2
