a = 1 ? 2 : 3
b = x==y||z!=w
c = a<=b&&c>=d
d = a<b
e = a>b
f = a%b/c*d+e
g = (x ?
  1 :
  2)
