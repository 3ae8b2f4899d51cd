provider::aws::arn_parse(x)
# RUN: %eval -e %text
# CHECK-STDERR: @1:1-1:25 Call to unknown function: There are no functions in namespace "provider::aws::".
# EXIT: 2
