[subnets[*].id, t.*.a]
# RUN: %check %subnets -T '{"t": ["tuple", [["object", {"a": "number"}], ["object", {"a": "bool"}]]]}' -e %text
# CHECK: ["tuple",[["list","string"],["tuple",["number","bool"]]]]
