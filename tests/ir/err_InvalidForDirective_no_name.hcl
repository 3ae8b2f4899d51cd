# The directive ends before its names: the reference asks for the variable name.
a = "%{ for }x%{ endfor }"
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error InvalidForDirective @2:13-2:14 Invalid 'for' directive
# CHECK-STDERR: error UnexpectedEndforDirective @2:15-2:26 Unexpected endfor directive
# EXIT: 2
