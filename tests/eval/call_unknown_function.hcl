uper("a")
# RUN: %eval -e %text
# CHECK-STDERR: @1:1-1:5 Call to unknown function: There is no function named "uper". Did you mean "upper"?
# EXIT: 2
