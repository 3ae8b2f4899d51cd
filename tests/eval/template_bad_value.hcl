"list: ${xs}"
# RUN: %eval %vars -e %text
# CHECK-STDERR: @1:10-1:12 Invalid template interpolation value: Cannot include the given value in a string template: string required, but have tuple.
# EXIT: 2
