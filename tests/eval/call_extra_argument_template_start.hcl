[
  tostring(1, "ab$${c"),
  tostring(1, "$${c"),
  tostring(1, <<-EOT
    $${abc
    def
    EOT
  ),
  tostring(1, <<EOT
first line
second
EOT
  ),
  tostring(1, "%{ for k, v in xs }a%{endfor}"),
  tostring(1, "%{ if n > 1 }a%{else}b%{endif}"),
  tostring(1, "${name}!"),
]
# RUN: %eval --vars '{"name": "Ann", "n": 3, "xs": ["a", "b", "c"]}' -e %text
# CHECK-STDERR: @2:16-2:22 Too many function arguments: Function "tostring" expects only 1 argument(s).
# CHECK-STDERR: @3:16-3:20 Too many function arguments: Function "tostring" expects only 1 argument(s).
# CHECK-STDERR: @5:5-7:1 Too many function arguments: Function "tostring" expects only 1 argument(s).
# CHECK-STDERR: @10:1-12:1 Too many function arguments: Function "tostring" expects only 1 argument(s).
# CHECK-STDERR: @14:16-14:35 Too many function arguments: Function "tostring" expects only 1 argument(s).
# CHECK-STDERR: @15:22-15:23 Too many function arguments: Function "tostring" expects only 1 argument(s).
# CHECK-STDERR: @16:18-16:22 Too many function arguments: Function "tostring" expects only 1 argument(s).
# EXIT: 2
