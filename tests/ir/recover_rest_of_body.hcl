# An item that does not start with a name ends its body for the reference:
# the rest of the block is skipped, the file goes on after the block, and at
# the top level the rest of the file is skipped.
blk {
  a = 1
  "b" = 2
  c = f(
}
d = 3
}
e = f(
# RUN: %ir %input
# CHECK: Body @1:1-12:1
# CHECK:   Block blk type=4:1-4:4 open=4:5-4:6 close=10:1-10:2 @4:1-10:2
# CHECK:     Body @4:5-10:2
# CHECK:       Attribute a name=5:3-5:4 equals=5:5-5:6 @5:3-5:8
# CHECK:         Literal number 1 @5:7-5:8
# CHECK-STDERR: error InvalidArgumentName @6:3-6:4 Invalid argument name
# EXIT: 2
