# Variables with literal steps, relative traversals, index with an
# expression key, and both splat forms with their trailing operations.
root    = foo
steps   = foo.bar[0]["key"].baz
legacy  = foo.0.bar
relat   = f(x).attr[1]
dynamic = foo[bar.baz]
paren   = (foo).bar
attrspl = list.*.name.first
fullspl = list[*].name[0]
afterat = list.*.name[0]
nested  = list[*].items[*].id
bare    = list[*]
