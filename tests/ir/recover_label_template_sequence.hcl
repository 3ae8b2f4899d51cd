# A template sequence in a block label is reported, and the reference reads
# on after it to the label's closing quote: each sequence is reported, and
# then the rest of the block header (the equals sign; in recovery mode a line
# break after the labels, with a line comment before it).
echo "a ${x} ${"y"}" = 1
echo "hello ${var.name}" # comment
# RUN: %ir %input
# CHECK: Body @1:1-7:1
# CHECK-STDERR: error InvalidStringLiteral @5:9-5:11 Invalid string literal
# CHECK-STDERR: error InvalidStringLiteral @5:14-5:16 Invalid string literal
# CHECK-STDERR: error InvalidBlockDefinition @5:22-5:23 Invalid block definition
# CHECK-STDERR: error InvalidStringLiteral @6:13-6:15 Invalid string literal
# CHECK-STDERR: error InvalidBlockDefinition @6:26-7:1 Invalid block definition
# EXIT: 2
