flag || o.missing
# TYPES: {"flag": "bool", "o": ["object", {}]}
# CHECK: "bool"
# CHECK-DIAG: @1:10-1:18 Unsupported attribute: This object does not have an attribute named "missing".
