# Unbalanced template directives: the reference checks a template's
# directives in a step of its own, reporting every mismatch (a mismatch
# abandons the innermost open directive) and each directive left open; these
# do not put the parser into recovery mode, so later mistakes are reported.
a = "%{ if x }a%{ else }b%{ else }c%{ endif }"
b = "%{ for x in y }%{ else }%{ endfor }%{ endfor }"
c = <<EOT
%{ if x }
%{ for y in z }
EOT
d = )
# RUN: %ir %input
# CHECK: Body @1:1-12:1
# CHECK-STDERR: error UnexpectedElseDirective @5:26-5:35 Unexpected else directive
# CHECK-STDERR: error UnexpectedEndifDirective @5:36-5:46 Unexpected endif directive
# CHECK-STDERR: error UnexpectedElseDirective @6:21-6:30 Unexpected else directive
# CHECK-STDERR: error UnexpectedEndforDirective @6:30-6:41 Unexpected endfor directive
# CHECK-STDERR: error UnexpectedEndforDirective @6:41-6:52 Unexpected endfor directive
# CHECK-STDERR: error UnexpectedEndOfTemplate @10:1-10:4 Unexpected end of template
# CHECK-STDERR: error UnexpectedEndOfTemplate @10:1-10:4 Unexpected end of template
# CHECK-STDERR: error InvalidExpression @11:5-11:6 Invalid expression
# EXIT: 2
