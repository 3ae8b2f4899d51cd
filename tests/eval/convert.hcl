[convert(1, string), convert(xs, list(string)), convert({a = 1}, map(string))]
# RUN: %eval -e %text
# CHECK-STDERR: @1:30-1:32 Unknown variable: There is no variable named "xs".
# EXIT: 2
