null ? 1 : 2
# RUN: %eval -e %text
# CHECK-STDERR: @1:1-1:5 Null condition: The condition value is null. Conditions must either be true or false.
# EXIT: 2
