# A quote escaped where no string is open: the directive's expression takes an
# invalid character, and the rest of the line is a string inside the directive, so
# the template ends with the if still open.
x = "a%{ if b != \"c\" }d%{ endif }"
# RUN: %ir %input
# CHECK: Body @1:1-5:1
# CHECK-STDERR: error InvalidCharacter @4:18-4:19 Invalid character
# CHECK-STDERR: error InvalidExpression @4:18-4:19 Invalid expression
# CHECK-STDERR: error UnexpectedEndOfTemplate @5:1-5:1 Unexpected end of template
# EXIT: 2
