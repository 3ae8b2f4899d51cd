a = "not a number"
