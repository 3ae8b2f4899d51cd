null[*]
# CHECK: {"value":[],"type":["tuple",[]]}
