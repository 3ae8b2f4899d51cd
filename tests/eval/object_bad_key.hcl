{(xs) = 1}
# VARS: {"name": "Ann", "n": 3, "xs": ["a", "b", "c"], "obj": {"list": [{"name": "x"}, {"name": "y"}], "k": "v"}, "objs": [{"name": "p", "age": 1}, {"name": "q", "age": 2}], "nums": [5, 1, 9]}
# CHECK-DIAG: @1:2-1:6 Incorrect key type: Can't use this value as a key: string required, but have tuple.
