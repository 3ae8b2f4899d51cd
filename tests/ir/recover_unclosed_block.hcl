# A block left unclosed keeps the items before the end of the file.
top = 1
blk "x" {
  a = 1
  nested {
    b = 2
  }
# RUN: %ir %input
# CHECK: Body @1:1-8:1
# CHECK:   Attribute top name=2:1-2:4 equals=2:5-2:6 @2:1-2:8
# CHECK:     Literal number 1 @2:7-2:8
# CHECK:   Block blk "x" type=3:1-3:4 label=3:5-3:8 open=3:9-3:10 close=8:1-8:1 @3:1-8:1
# CHECK:     Body @3:9-8:1
# CHECK:       Attribute a name=4:3-4:4 equals=4:5-4:6 @4:3-4:8
# CHECK:         Literal number 1 @4:7-4:8
# CHECK:       Block nested type=5:3-5:9 open=5:10-5:11 close=7:3-7:4 @5:3-7:4
# CHECK:         Body @5:10-7:4
# CHECK:           Attribute b name=6:5-6:6 equals=6:7-6:8 @6:5-6:10
# CHECK:             Literal number 2 @6:9-6:10
# CHECK-STDERR: error UnclosedBlock @3:9-3:10 Unclosed configuration block
# EXIT: 2
