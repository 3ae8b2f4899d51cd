# In recovery mode the reference does not report a token that cannot start
# an expression and reads on as if an operand were before it: after a
# heredoc marker with a space after it (no heredoc then), the conditional
# misses its false expression at the end of the line, and the heredoc's
# lines are names without an equals sign.
a = [1,,]
b = x ? <<EOT 
hi
EOT
c = [x ? ), 2]
# RUN: %ir %input
# CHECK: Body @1:1-11:1
# CHECK-STDERR: error InvalidExpression @6:8-6:9 Invalid expression
# CHECK-STDERR: error MissingFalseExpression @7:15-8:1 Missing false expression in conditional
# CHECK-STDERR: error ArgumentOrBlockRequired @8:1-8:3 Argument or block definition required
# CHECK-STDERR: error ArgumentOrBlockRequired @9:1-9:4 Argument or block definition required
# CHECK-STDERR: error MissingFalseExpression @10:10-10:11 Missing false expression in conditional
# EXIT: 2
