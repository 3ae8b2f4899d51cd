toset(xs)[0]
# RUN: %eval %vars -e %text
# CHECK-STDERR: @1:10-1:13 Invalid index: Elements of a set are identified only by their value and don't have any separate index or key to select with, so it's only possible to perform operations across all elements of the set.
# EXIT: 2
