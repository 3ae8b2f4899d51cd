evens = [for n in [1, 2, 3, 4, 5, 6] : n if n % 2 == 0]
keys = { for k, v in { a = 1, b = 2, c = 3 } : k => v if v != 2 }
none = [for n in [1, 2] : n if false]
