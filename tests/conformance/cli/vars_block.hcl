a = "x"
b { }
