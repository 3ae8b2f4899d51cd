[tostring(null), tobool(nothing), tonumber(null), tolist(null), toset(null), tomap(null)]
# VARS: {"flag": true, "n": 3, "nothing": null}
# CHECK: {"value":[null,null,null,null,null,null],"type":["tuple",["string","bool","number",["list","dynamic"],["set","dynamic"],["map","dynamic"]]]}
