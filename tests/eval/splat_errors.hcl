objs[*].missing
# VARS: {"name": "Ann", "n": 3, "xs": ["a", "b", "c"], "obj": {"list": [{"name": "x"}, {"name": "y"}], "k": "v"}, "objs": [{"name": "p", "age": 1}, {"name": "q", "age": 2}], "nums": [5, 1, 9]}
# CHECK-DIAG: @1:8-1:16 Unsupported attribute: This object does not have an attribute named "missing".
# CHECK-DIAG: @1:8-1:16 Unsupported attribute: This object does not have an attribute named "missing".
