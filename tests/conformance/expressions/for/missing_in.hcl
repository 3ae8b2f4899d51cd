a = [for x : x]
