[for i, v in t : v + i]
# TYPES: {"t": ["tuple", ["number", "string", "bool"]]}
# CHECK: ["tuple",["number","number","number"]]
# CHECK-DIAG: @1:18-1:19 Invalid operand: Unsuitable value for left operand: number required, but have bool.
