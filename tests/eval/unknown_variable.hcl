nme
# RUN: %eval %vars -e %text
# CHECK-STDERR: @1:1-1:4 Unknown variable: There is no variable named "nme". Did you mean "n"?
# EXIT: 2
