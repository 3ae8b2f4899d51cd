[for v in toset(["b", "a", "b"]) : v]
# RUN: %eval -e %text
# CHECK: {"value":["a","b"],"type":["tuple",["string","string"]]}
