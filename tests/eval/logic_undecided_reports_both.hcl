nosuch || nothing
# RUN: %eval %flag_vars -e %text
# CHECK-STDERR: @1:1-1:7 Unknown variable: There is no variable named "nosuch".
# EXIT: 2
