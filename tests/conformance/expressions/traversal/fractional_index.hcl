a = list[0.5]
