a = (true ? list : [])[0]
b = ["x", "y"][*]
