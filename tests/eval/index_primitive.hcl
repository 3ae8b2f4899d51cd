name[0]
# RUN: %eval %vars -e %text
# CHECK-STDERR: @1:5-1:8 Invalid index: This value does not have any indices.
# EXIT: 2
