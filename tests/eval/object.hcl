{a = 1, "b c" = 2, (name) = 3, 4 = "four", true = false, a = "later wins"}
# VARS: {"name": "Ann", "n": 3, "xs": ["a", "b", "c"], "obj": {"list": [{"name": "x"}, {"name": "y"}], "k": "v"}, "objs": [{"name": "p", "age": 1}, {"name": "q", "age": 2}], "nums": [5, 1, 9]}
# CHECK: {"value":{"4":"four","Ann":3,"a":"later wins","b c":2,"true":false},"type":["object",{"4":"string","Ann":"number","a":"string","b c":"number","true":"bool"}]}
