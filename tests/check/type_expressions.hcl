[x[0], o.a, o.b, d.anything]
# TYPES: {"x": "list(string)", "o": "object({a=number})", "d": "any"}
# CHECK: ["tuple",["string","number","dynamic","dynamic"]]
# CHECK-DIAG: @1:14-1:16 Unsupported attribute: This object does not have an attribute named "b".
