# A comma with no name after it.
b = "%{ for k, }x%{ endfor }"
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error InvalidForDirective @2:16-2:17 Invalid 'for' directive
# CHECK-STDERR: error UnexpectedEndforDirective @2:18-2:29 Unexpected endfor directive
# EXIT: 2
