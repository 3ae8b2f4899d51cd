pairs = [for a in [1, 2] : [for b in ["x", "y"] : "${a}${b}"]]
