max(null...)
# CHECK-DIAG: @1:5-1:9 Invalid expanding argument value: The expanding argument (indicated by ...) must not be null.
