upper("a", "b")
# RUN: %eval -e %text
# CHECK-STDERR: @1:13-1:14 Too many function arguments: Function "upper" expects only 1 argument(s).
# EXIT: 2
