# A heredoc that never closes, with a directive error inside it: the
# reference reports the unterminated string (at the end of the file) first.
a = <<EOT
%{ endif }
abc
EOTX
# RUN: %ir %input
# CHECK: Body @1:1-7:1
# CHECK-STDERR: error UnterminatedTemplateString @7:1-7:1 Unterminated template string
# CHECK-STDERR: error UnexpectedEndifDirective @4:1-4:11 Unexpected endif directive
# EXIT: 2
