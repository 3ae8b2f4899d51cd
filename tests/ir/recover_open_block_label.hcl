# A block label left open: the reference reads on to the next quote, takes
# what follows as more labels, and reports "Invalid string literal" at the
# first line break of each label that has one.
output "network"" {
  value = var.network
}

output "subnetwork" {
  value = var.subnetwork
}
# RUN: %ir %input
# CHECK: Body @1:1-11:1
# CHECK-STDERR: error InvalidMultiLineString @4:20-5:1 Invalid multi-line string
# CHECK-STDERR: error InvalidMultiLineString @5:22-6:1 Invalid multi-line string
# CHECK-STDERR: error InvalidMultiLineString @6:2-8:1 Invalid multi-line string
# CHECK-STDERR: error InvalidMultiLineString @8:22-9:1 Invalid multi-line string
# CHECK-STDERR: error InvalidMultiLineString @9:25-10:1 Invalid multi-line string
# CHECK-STDERR: error InvalidMultiLineString @10:2-11:1 Invalid multi-line string
# CHECK-STDERR: error InvalidStringLiteral @4:20-5:1 Invalid string literal
# CHECK-STDERR: error InvalidStringLiteral @8:22-9:1 Invalid string literal
# EXIT: 2
