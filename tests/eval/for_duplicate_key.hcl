{for v in ["x", "y", "x"] : v => v}
# RUN: %eval -e %text
# CHECK-STDERR: @1:29-1:30 Duplicate object key: Two different items produced the key "x" in this 'for' expression. If duplicates are expected, use the ellipsis (...) after the value expression to enable grouping by key.
# EXIT: 2
