# A heredoc that never closes, with a directive error inside it: the
# reference reports the unterminated string (at the end of the file) first.
a = <<EOT
%{ endif }
abc
EOTX
# CHECK: Body @1:1-7:1
# CHECK-DIAG: error UnterminatedTemplateString @7:1-7:1 Unterminated template string
# CHECK-DIAG: error UnexpectedEndifDirective @4:1-4:11 Unexpected endif directive
