[subnet, subnets[0].id]
# TYPES: {"subnets": ["list", ["object", {"id": "string", "public": "bool"}]]}
# CHECK: ["tuple",["dynamic","string"]]
# CHECK-DIAG: @1:2-1:8 Unknown variable: There is no variable named "subnet". Did you mean "subnets"?
