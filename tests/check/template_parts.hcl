"subnets: ${subnets}, first: ${subnets[0].id}, ${o}"
# TYPES: {"subnets": ["list", ["object", {"id": "string", "public": "bool"}]], "o": ["object", {}]}
# CHECK: "string"
# CHECK-DIAG: @1:13-1:20 Invalid template interpolation value: Cannot include the given value in a string template: string required, but have list of object.
# CHECK-DIAG: @1:50-1:51 Invalid template interpolation value: Cannot include the given value in a string template: string required, but have object.
