[1, [2, [3]], {a = []}]
# CHECK: {"value":[1,[2,[3]],{"a":[]}],"type":["tuple",["number",["tuple",["number",["tuple",["number"]]]],["object",{"a":["tuple",[]]}]]]}
