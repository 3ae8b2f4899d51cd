[for v in toset(["b", "a", "b"]) : v]
# CHECK: {"value":["a","b"],"type":["tuple",["string","string"]]}
