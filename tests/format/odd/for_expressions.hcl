a = [for x in var.l: x*2 if x>0]
b = {for k,v in var.m: k=>v...}
c = [for i, x in [1,2]: {i=i,x=x}]
d = {for x in [foo]: x => -x}
e = [ for x in (y) : x ]
f = [for x in l:
x
]
