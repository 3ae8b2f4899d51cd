{for s in subnets : s.id => s.public ? "public" : "private"}
# TYPES: {"subnets": ["list", ["object", {"id": "string", "public": "bool"}]]}
# CHECK: "dynamic"
