{for s in ["apple", "avocado", "banana"] : substr(s, 0, 1) => s...}
# RUN: %eval -e %text
# CHECK: {"value":{"a":["apple","avocado"],"b":["banana"]},"type":["object",{"a":["tuple",["string","string"]],"b":["tuple",["string"]]}]}
