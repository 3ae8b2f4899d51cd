[subnets[*].id, t.*.a]
# TYPES: {"subnets": ["list", ["object", {"id": "string", "public": "bool"}]], "t": ["tuple", [["object", {"a": "number"}], ["object", {"a": "bool"}]]]}
# CHECK: ["tuple",[["list","string"],["tuple",["number","bool"]]]]
