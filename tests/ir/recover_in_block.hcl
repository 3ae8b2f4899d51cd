# After a syntax error inside a block, the reference goes on with the block's
# next line: the block and its good attributes stay in the body, and a later
# mistake of a kind the reference reports in recovery mode is reported
# (a second "Invalid expression" is not).
service "web" {
  port = 80 +
  name = "web"
  retries = *
  command = a ? b
}
after = 1
# RUN: %ir %input
# CHECK: Body @1:1-12:1
# CHECK:   Block service "web" type=5:1-5:8 label=5:9-5:14 open=5:15-5:16 close=10:1-10:2 @5:1-10:2
# CHECK:     Body @5:15-10:2
# CHECK:       Attribute name name=7:3-7:7 equals=7:8-7:9 @7:3-7:15
# CHECK:         Template @7:10-7:15
# CHECK:           Literal string "web" @7:11-7:14
# CHECK:   Attribute after name=11:1-11:6 equals=11:7-11:8 @11:1-11:10
# CHECK:     Literal number 1 @11:9-11:10
# CHECK-STDERR: error InvalidExpression @6:14-7:1 Invalid expression
# CHECK-STDERR: error MissingFalseExpression @9:18-10:1 Missing false expression in conditional
# EXIT: 2
