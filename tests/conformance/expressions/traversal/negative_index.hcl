a = list[-1]
