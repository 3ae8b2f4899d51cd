provider::aws::arn_parse(x)
# CHECK-DIAG: @1:1-1:25 Call to unknown function: There are no functions in namespace "provider::aws::".
