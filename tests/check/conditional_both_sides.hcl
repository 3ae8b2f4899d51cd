flag ? o.missing : o.other
# TYPES: {"flag": "bool", "o": ["object", {"a": "string"}]}
# CHECK: "dynamic"
# CHECK-DIAG: @1:9-1:17 Unsupported attribute: This object does not have an attribute named "missing".
# CHECK-DIAG: @1:21-1:27 Unsupported attribute: This object does not have an attribute named "other".
