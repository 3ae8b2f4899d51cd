a :: b :: upper("x")
# CHECK-DIAG: @1:1-1:16 Call to unknown function: There are no functions in namespace "a::b::".
