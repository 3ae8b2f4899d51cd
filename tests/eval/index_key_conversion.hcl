[xs["1"], obj[true ? "k" : "x"]]
# VARS: {"name": "Ann", "n": 3, "xs": ["a", "b", "c"], "obj": {"list": [{"name": "x"}, {"name": "y"}], "k": "v"}, "objs": [{"name": "p", "age": 1}, {"name": "q", "age": 2}], "nums": [5, 1, 9]}
# CHECK: {"value":["b","v"],"type":["tuple",["string","string"]]}
