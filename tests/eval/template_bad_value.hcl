"list: ${xs}"
# VARS: {"name": "Ann", "n": 3, "xs": ["a", "b", "c"], "obj": {"list": [{"name": "x"}, {"name": "y"}], "k": "v"}, "objs": [{"name": "p", "age": 1}, {"name": "q", "age": 2}], "nums": [5, 1, 9]}
# CHECK-DIAG: @1:10-1:12 Invalid template interpolation value: Cannot include the given value in a string template: string required, but have tuple.
