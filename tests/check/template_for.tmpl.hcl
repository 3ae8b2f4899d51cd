%{ for s in subnets }${s.id}: ${s}
%{ endfor }
# TYPES: {"subnets": ["list", ["object", {"id": "string", "public": "bool"}]]}
# CHECK: "string"
# CHECK-DIAG: @1:33-1:34 Invalid template interpolation value: Cannot include the given value in a string template: string required, but have object.
