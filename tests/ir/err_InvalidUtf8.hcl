# A byte of invalid UTF-8 outside comments (a Latin-1 "é" here; in a
# comment it is no mistake) is a token of its own, as in the reference:
# reported once, with the syntax error it makes (it ends the quoted string).
name = "café"
other = "été"
# RUN: %ir %input
# CHECK: Body @1:1-6:1
# CHECK-STDERR: error InvalidUtf8 @4:12-4:13 Invalid character encoding
# CHECK-STDERR: error UnterminatedTemplateString @4:12-4:13 Unterminated template string
# EXIT: 2
