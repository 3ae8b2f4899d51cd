[tostring(null), tobool(nothing), tonumber(null), tolist(null), toset(null), tomap(null)]
# RUN: %eval %flag_vars -e %text
# CHECK: {"value":[null,null,null,null,null,null],"type":["tuple",["string","bool","number",["list","dynamic"],["set","dynamic"],["map","dynamic"]]]}
