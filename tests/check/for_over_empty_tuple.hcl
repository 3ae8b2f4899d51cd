[for v in e : v.missing]
# TYPES: {"e": ["tuple", []]}
# CHECK: ["tuple",[]]
