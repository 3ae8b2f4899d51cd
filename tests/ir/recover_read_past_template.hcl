# A template's unbalanced directives do not end its item: the reference
# checks them in a step of its own, after the parse, so what follows the
# template is parsed and its mistakes reported too (the conditional without
# its false expression, the parenthesis). An item read past such a mistake
# does not reach the IR; its block's other items do.
a = x ? "%{ if y }z"
blk {
  t = "%{ for v in w }z" + )
  u = 1
}
c = 2
# RUN: %ir %input
# CHECK: Body @1:1-12:1
# CHECK:   Block blk type=7:1-7:4 open=7:5-7:6 close=10:1-10:2 @7:1-10:2
# CHECK:     Body @7:5-10:2
# CHECK:       Attribute u name=9:3-9:4 equals=9:5-9:6 @9:3-9:8
# CHECK:         Literal number 1 @9:7-9:8
# CHECK:   Attribute c name=11:1-11:2 equals=11:3-11:4 @11:1-11:6
# CHECK:     Literal number 2 @11:5-11:6
# CHECK-STDERR: error UnexpectedEndOfTemplate @6:20-6:21 Unexpected end of template
# CHECK-STDERR: error MissingFalseExpression @6:21-7:1 Missing false expression in conditional
# CHECK-STDERR: error UnexpectedEndOfTemplate @8:24-8:25 Unexpected end of template
# CHECK-STDERR: error InvalidExpression @8:28-8:29 Invalid expression
# EXIT: 2
