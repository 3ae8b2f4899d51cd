# For-expressions: tuple and object forms, key and value variables,
# conditions and grouping.
t1 = [for v in list : upper(v)]
t2 = [for i, v in list : "${i}=${v}" if v != ""]
o1 = {for k, v in map : k => v}
o2 = {for v in list : v.group => v.name...}
o3 = {for k, v in map : v => k if k != "skip"}
