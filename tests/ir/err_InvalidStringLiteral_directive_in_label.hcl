# A block label is a plain string: a directive in it is an invalid string
# literal (with "%" in the hint), not an unbalanced directive.
a "x%{ endif }" {
}
# RUN: %ir %input
# CHECK: Body @1:1-5:1
# CHECK-STDERR: error InvalidStringLiteral @3:5-3:7 Invalid string literal
# EXIT: 2
