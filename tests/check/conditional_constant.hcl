true ? o.a : o.missing
# TYPES: {"o": ["object", {"a": "string"}]}
# CHECK: "string"
