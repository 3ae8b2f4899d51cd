upper()
# RUN: %eval -e %text
# CHECK-STDERR: @1:7-1:8 Not enough function arguments: Function "upper" expects 1 argument(s). Missing value for "str".
# EXIT: 2
