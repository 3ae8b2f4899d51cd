[for x in [1] : uper(x)]
# CHECK-DIAG: @1:17-1:21 Call to unknown function: There is no function named "uper".
