# Extra characters in a directive marker: reported at them, with the
# keyword in the summary; the marker counts as written up to them and the
# template's directives are checked as usual.
a = "%{ if x y }z"
b = "%{ for v in l w }${v}%{ endfor }"
c = "%{ else x }%{ endif }"
# RUN: %ir %input
# CHECK: Body @1:1-7:1
# CHECK-STDERR: error ExtraCharactersInMarker @4:14-4:15 Extra characters in if marker
# CHECK-STDERR: error UnexpectedEndOfTemplate @4:18-4:19 Unexpected end of template
# CHECK-STDERR: error UnexpectedElseDirective @6:6-6:15 Unexpected else directive
# CHECK-STDERR: error UnexpectedEndifDirective @6:17-6:27 Unexpected endif directive
# EXIT: 2
