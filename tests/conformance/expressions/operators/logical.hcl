and = true && false
or = false || true
not = !true
double_not = !!true
