flag || o.missing
# RUN: %check -T '{"flag": "bool", "o": ["object", {}]}' -e %text
# CHECK: "bool"
# CHECK-STDERR: @1:10-1:18 warning: Unsupported attribute: This object does not have an attribute named "missing".
