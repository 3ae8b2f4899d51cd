a = [for x in 5 : x]
