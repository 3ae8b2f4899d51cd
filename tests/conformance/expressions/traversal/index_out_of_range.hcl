a = list[5]
