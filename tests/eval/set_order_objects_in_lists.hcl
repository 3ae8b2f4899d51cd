toset([{n = []}, {n = [{x = 1}]}])
# CHECK: {"value":[{"n":[{"x":1}]},{"n":[]}],"type":["set",["object",{"n":["list",["object",{"x":"number"}]]}]]}
