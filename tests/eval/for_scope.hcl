[for name in xs : name]
# RUN: %eval %vars -e %text
# CHECK: {"value":["a","b","c"],"type":["tuple",["string","string","string"]]}
