# Inside quotes, a quote after the interpolation's expression ends the template (tests/ir/diags_vs_reference.py).
a = "${1 + 2"
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error InvalidMultiLineString @2:14-3:1 Invalid multi-line string
# CHECK-STDERR: error UnclosedInterpolation @2:6-2:8 Unclosed template interpolation sequence
# EXIT: 2
