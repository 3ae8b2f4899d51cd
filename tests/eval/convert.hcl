[convert(1, string), convert(xs, list(string)), convert({a = 1}, map(string))]
# CHECK-DIAG: @1:30-1:32 Unknown variable: There is no variable named "xs".
