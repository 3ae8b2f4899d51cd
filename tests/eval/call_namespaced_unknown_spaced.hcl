a :: b :: upper("x")
# RUN: %eval -e %text
# CHECK-STDERR: @1:1-1:16 Call to unknown function: There are no functions in namespace "a::b::".
# EXIT: 2
