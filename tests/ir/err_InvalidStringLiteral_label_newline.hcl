# A block label left open reads on to the next quote: every line break is
# reported, and the first is not valid in a string literal (tests/ir/diags_vs_reference.py).
block "a {
  x1 = 1
  x2 = 1
  x3 = 1
  x4 = 1
  x5 = 1
  x6 = 1
  x7 = 1
  x8 = 1
  x9 = 1
  x10 = 1
  x11 = 1
  x12 = 1
}
# RUN: %ir %input
# CHECK: Body @1:1-17:1
# CHECK-STDERR: error InvalidMultiLineString @3:11-4:1 Invalid multi-line string
# CHECK-STDERR: error InvalidMultiLineString @4:9-5:1 Invalid multi-line string
# CHECK-STDERR: error InvalidMultiLineString @5:9-6:1 Invalid multi-line string
# CHECK-STDERR: error InvalidMultiLineString @6:9-7:1 Invalid multi-line string
# CHECK-STDERR: error InvalidMultiLineString @7:9-8:1 Invalid multi-line string
# CHECK-STDERR: error InvalidMultiLineString @8:9-9:1 Invalid multi-line string
# CHECK-STDERR: error InvalidMultiLineString @9:9-10:1 Invalid multi-line string
# CHECK-STDERR: error InvalidMultiLineString @10:9-11:1 Invalid multi-line string
# CHECK-STDERR: error InvalidMultiLineString @11:9-12:1 Invalid multi-line string
# CHECK-STDERR: error InvalidMultiLineString @12:9-13:1 Invalid multi-line string
# CHECK-STDERR: error InvalidMultiLineString @13:10-14:1 Invalid multi-line string
# CHECK-STDERR: error InvalidMultiLineString @14:10-15:1 Invalid multi-line string
# CHECK-STDERR: error InvalidMultiLineString @15:10-16:1 Invalid multi-line string
# CHECK-STDERR: error InvalidMultiLineString @16:2-17:1 Invalid multi-line string
# CHECK-STDERR: error InvalidStringLiteral @3:11-4:1 Invalid string literal
# EXIT: 2
