# A quoted template that a line break cuts off: the reference reads on to
# its next quote as the template's end and reports there each directive
# written before the line break that is still open (the endif on the next
# line is not read), in recovery mode too.
a = "%{ if x }1
b = 2 %{ endif }"
c = [1,,]
d = "%{ for v in w }1
e = "f"
# RUN: %ir %input
# CHECK: Body @1:1-10:1
# CHECK-STDERR: error InvalidMultiLineString @5:16-6:1 Invalid multi-line string
# CHECK-STDERR: error InvalidMultiLineString @8:22-9:1 Invalid multi-line string
# CHECK-STDERR: error InvalidMultiLineString @9:8-10:1 Invalid multi-line string
# CHECK-STDERR: error UnterminatedTemplateString @5:16-6:1 Unterminated template string
# CHECK-STDERR: error UnexpectedEndOfTemplate @6:17-6:18 Unexpected end of template
# CHECK-STDERR: error UnexpectedEndOfTemplate @9:5-9:6 Unexpected end of template
# EXIT: 2
