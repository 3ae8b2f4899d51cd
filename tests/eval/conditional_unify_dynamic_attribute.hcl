[true ? {a = "x", b = null} : {c = ["s"]}, false ? {a = "x", b = null} : {c = 1}, false ? {a = 1, b = null} : {c = true}, true ? {a = ["x"], b = null} : {c = ["y", "z"]}, tomap({a = ["x"], b = null})]
# RUN: %eval -e %text
# CHECK: {"value":[{"a":"x","b":null},{"c":"1"},{"c":true},{"a":["x"],"b":null},{"a":["x"],"b":null}],"type":["tuple",[["map","string"],["map","string"],["map","bool"],["map",["tuple",["string"]]],["map",["tuple",["string"]]]]]}
