"a${null}b"
# RUN: %eval -e %text
# CHECK-STDERR: @1:5-1:9 Invalid template interpolation value: The expression result is null. Cannot include a null value in a string template.
# EXIT: 2
