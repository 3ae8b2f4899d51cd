a = c ? x + 1 : -y
b = !flag && (p.q == r)
