# After the first syntax error the reference still reports an item that
# starts with a name followed by neither "=" nor a block header (at the
# name), but not one that does not start with a name.
x {
  azs =
  slice(a, 0, 3)
}
provid(er_meta "aws" {
}
b.c = 1
# RUN: %ir %input
# CHECK: Body @1:1-11:1
# CHECK:   Block x type=4:1-4:2 open=4:3-4:4 close=7:1-7:2 @4:1-7:2
# CHECK:     Body @4:3-7:2
# CHECK-STDERR: error InvalidExpression @5:8-6:1 Invalid expression
# CHECK-STDERR: error ArgumentOrBlockRequired @6:3-6:8 Argument or block definition required
# CHECK-STDERR: error ArgumentOrBlockRequired @8:1-8:7 Argument or block definition required
# EXIT: 2
