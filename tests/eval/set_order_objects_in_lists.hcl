toset([{n = []}, {n = [{x = 1}]}])
# RUN: %eval -e %text
# CHECK: {"value":[{"n":[{"x":1}]},{"n":[]}],"type":["set",["object",{"n":["list",["object",{"x":"number"}]]}]]}
