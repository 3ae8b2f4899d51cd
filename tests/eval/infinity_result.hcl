1 / 0
# RUN: %eval -e %text
# CHECK-STDERR: @- Cannot encode result as JSON: failed to serialize value: cannot serialize infinity as JSON
# EXIT: 2
