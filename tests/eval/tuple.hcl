[1, [2, [3]], {a = []}]
# RUN: %eval -e %text
# CHECK: {"value":[1,[2,[3]],{"a":[]}],"type":["tuple",["number",["tuple",["number",["tuple",["number"]]]],["object",{"a":["tuple",[]]}]]]}
