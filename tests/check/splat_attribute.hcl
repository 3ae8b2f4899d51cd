subnets[*].publik
# TYPES: {"subnets": ["list", ["object", {"id": "string", "public": "bool"}]]}
# CHECK: ["list","dynamic"]
# CHECK-DIAG: @1:11-1:18 Unsupported attribute: This object does not have an attribute named "publik".
