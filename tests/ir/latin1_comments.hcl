# Comments may hold any bytes, as in the reference: a Latin-1 "café" (an
# old editor's) is no mistake, in any kind of comment. Columns count each
# such byte as one.
name = "x" # café
// été
block "b" {
  a = 1 /* région */
}
/* ÿþ */ c = 
# RUN: %ir %input
# CHECK: Body @1:1-10:1
# CHECK:   Attribute name name=4:1-4:5 equals=4:6-4:7 @4:1-4:11
# CHECK:     Template @4:8-4:11
# CHECK:       Literal string "x" @4:9-4:10
# CHECK:   Block block "b" type=6:1-6:6 label=6:7-6:10 open=6:11-6:12 close=8:1-8:2 @6:1-8:2
# CHECK:     Body @6:11-8:2
# CHECK:       Attribute a name=7:3-7:4 equals=7:5-7:6 @7:3-7:8
# CHECK:         Literal number 1 @7:7-7:8
# CHECK-STDERR: error InvalidExpression @9:14-10:1 Invalid expression
# EXIT: 2
