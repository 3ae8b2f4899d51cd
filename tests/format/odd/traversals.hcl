a = b.c[0].d
b = a.0.b
c = a[*].b
d = a.*.b
e = f()[0]
f = "s"[0]
g = {a=1}["a"]
h = f(a...)
i = f(a, b...)
j = [a.b[0] [1]]
k = provider::aws::arn_parse(x)
l = a [ 0 ]
m = a . b
