# Outside a template `%{` is `%` and an object's `{`, and the reference does
# not take a `~}` for the end of that brace: the object's recovery runs on
# to a `}`, here the block's, and the block's items after it are part of
# the skipped text. A closing bracket still ends its bracket with what is
# open inside it.
a = [1, %{ v ~}, 2]
b = 1
blk {
  c = 1 %{ for v in w ~}
  d = x ? y
}
e = x ? y
# RUN: %ir %input
# CHECK: Body @1:1-13:1
# CHECK:   Attribute b name=7:1-7:2 equals=7:3-7:4 @7:1-7:6
# CHECK:     Literal number 1 @7:5-7:6
# CHECK:   Block blk type=8:1-8:4 open=8:5-8:6 close=13:1-13:1 @8:1-13:1
# CHECK:     Body @8:5-13:1
# CHECK-STDERR: error InvalidExpression @6:9-6:10 Invalid expression
# CHECK-STDERR: error MissingFalseExpression @12:10-13:1 Missing false expression in conditional
# EXIT: 2
