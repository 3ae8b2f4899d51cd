1 / 0
# CHECK-DIAG: @- Cannot encode result as JSON: failed to serialize value: cannot serialize infinity as JSON
