upper(nosuch)[*][c]
# RUN: %eval -e %text
# CHECK-STDERR: @1:7-1:13 Unknown variable: There is no variable named "nosuch".
# EXIT: 2
