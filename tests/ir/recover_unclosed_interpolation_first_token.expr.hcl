"a\"b ${a} ${c"
# RUN: %ir --expr %text
# CHECK: Error @1:1-1:16
# CHECK-STDERR: error UnclosedInterpolation @1:2-1:7 Unclosed template interpolation sequence
# EXIT: 2
