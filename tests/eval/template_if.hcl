"%{ if n > 1 }many%{ else }one%{ endif }/%{ if false }never%{ endif }"
# VARS: {"name": "Ann", "n": 3, "xs": ["a", "b", "c"], "obj": {"list": [{"name": "x"}, {"name": "y"}], "k": "v"}, "objs": [{"name": "p", "age": 1}, {"name": "q", "age": 2}], "nums": [5, 1, 9]}
# CHECK: {"value":"many/","type":"string"}
