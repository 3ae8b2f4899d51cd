max(null...)
# RUN: %eval -e %text
# CHECK-STDERR: @1:5-1:9 Invalid expanding argument value: The expanding argument (indicated by ...) must not be null.
# EXIT: 2
