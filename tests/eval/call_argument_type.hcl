upper(xs)
# VARS: {"name": "Ann", "n": 3, "xs": ["a", "b", "c"], "obj": {"list": [{"name": "x"}, {"name": "y"}], "k": "v"}, "objs": [{"name": "p", "age": 1}, {"name": "q", "age": 2}], "nums": [5, 1, 9]}
# CHECK-DIAG: @1:7-1:9 Invalid function argument: Invalid value for "str" parameter: string required, but have tuple.
