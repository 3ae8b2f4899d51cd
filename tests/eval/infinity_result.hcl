1 / 0
# CHECK-DIAG: @- Cannot encode result as JSON: the result holds a value JSON cannot represent (such as infinity): cannot serialize infinity as JSON
