[for s in subnets : s.publik]
# TYPES: {"subnets": ["list", ["object", {"id": "string", "public": "bool"}]]}
# CHECK: "dynamic"
# CHECK-DIAG: @1:22-1:29 Unsupported attribute: This object does not have an attribute named "publik".
