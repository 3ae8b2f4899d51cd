a = items[*].name
b = others.*.name
