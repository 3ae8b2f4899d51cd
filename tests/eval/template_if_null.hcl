"%{ if null }x%{ endif }"
# RUN: %eval -e %text
# CHECK-STDERR: @1:8-1:12 Null condition: The condition value is null. Conditions must either be true or false.
# EXIT: 2
