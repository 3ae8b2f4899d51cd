objs[*].missing
# RUN: %eval %vars -e %text
# CHECK-STDERR: @1:8-1:16 Unsupported attribute: This object does not have an attribute named "missing".
# CHECK-STDERR: @1:8-1:16 Unsupported attribute: This object does not have an attribute named "missing".
# EXIT: 2
