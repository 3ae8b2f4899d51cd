[true ? 1 : "a", false ? null : [1], true ? [1] : tolist(["a"])]
# RUN: %eval -e %text
# CHECK: {"value":["1",[1],["1"]],"type":["tuple",["string",["tuple",["number"]],["list","string"]]]}
