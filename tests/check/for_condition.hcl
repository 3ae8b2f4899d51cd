[for s in subnets : s.id if s.id]
# TYPES: {"subnets": ["list", ["object", {"id": "string", "public": "bool"}]]}
# CHECK: "dynamic"
