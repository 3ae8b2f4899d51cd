[try(o.missing, "fallback"), can(o.missing), can(o.a)]
# TYPES: {"o": ["object", {"a": "string"}]}
# CHECK: ["tuple",["dynamic","bool","bool"]]
