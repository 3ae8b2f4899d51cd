a[*].b.c[d]
