# After the first syntax error the reference still reports an invalid block
# definition at "=" or at a line break, not at another token.
a = )
b "c" @ {}
d "e" 1 {}
f "g" = 1
h "i"
# RUN: %ir %input
# CHECK: Body @1:1-8:1
# CHECK-STDERR: error InvalidCharacter @4:7-4:8 Invalid character
# CHECK-STDERR: error InvalidExpression @3:5-3:6 Invalid expression
# CHECK-STDERR: error InvalidBlockDefinition @6:7-6:8 Invalid block definition
# CHECK-STDERR: error InvalidBlockDefinition @7:6-8:1 Invalid block definition
# EXIT: 2
