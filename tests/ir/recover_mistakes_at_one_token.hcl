# Reading past a mistake can meet another at the same token, which is
# reported too: the conditional without its false expression and then the
# missing line break, both at `z`; each of two nested conditionals without
# their false expressions, at the line break; in recovery mode (after the
# missing line break) only the inner one.
b = p ? q ? r
a = x ? y z
c = p ? q ? r
# RUN: %ir %input
# CHECK: Body @1:1-9:1
# CHECK-STDERR: error MissingFalseExpression @6:14-7:1 Missing false expression in conditional
# CHECK-STDERR: error MissingFalseExpression @6:14-7:1 Missing false expression in conditional
# CHECK-STDERR: error MissingFalseExpression @7:11-7:12 Missing false expression in conditional
# CHECK-STDERR: error MissingNewlineAfterArgument @7:11-7:12 Missing newline after argument
# CHECK-STDERR: error MissingFalseExpression @8:14-9:1 Missing false expression in conditional
# EXIT: 2
