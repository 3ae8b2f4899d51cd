[for x in [1] : uper(x)]
# RUN: %eval -e %text
# CHECK-STDERR: @1:17-1:21 Call to unknown function: There is no function named "uper".
# EXIT: 2
