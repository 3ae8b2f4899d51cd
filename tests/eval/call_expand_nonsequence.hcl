max(1...)
# RUN: %eval -e %text
# CHECK-STDERR: @1:5-1:6 Invalid expanding argument value: The expanding argument (indicated by ...) must be of a tuple, list, or set type.
# EXIT: 2
