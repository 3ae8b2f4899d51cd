flag ? o.missing : o.other
# RUN: %check -T '{"flag": "bool", "o": ["object", {"a": "string"}]}' -e %text
# CHECK: "dynamic"
# CHECK-STDERR: @1:9-1:17 warning: Unsupported attribute: This object does not have an attribute named "missing".
# CHECK-STDERR: @1:21-1:27 warning: Unsupported attribute: This object does not have an attribute named "other".
