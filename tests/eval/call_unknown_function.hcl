uper("a")
# CHECK-DIAG: @1:1-1:5 Call to unknown function: There is no function named "uper". Did you mean "upper"?
