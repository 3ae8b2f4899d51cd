[element(["x", "y"], -1), element(["x", "y", "z"], -4), element(["x", "y"], -2), element(tolist(["a", "b"]), -9223372036854775808)]
# RUN: %eval %flag_vars -e %text
# CHECK: {"value":["y","z","x","a"],"type":["tuple",["string","string","string","string"]]}
