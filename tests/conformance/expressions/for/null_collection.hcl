a = [for x in null : x]
