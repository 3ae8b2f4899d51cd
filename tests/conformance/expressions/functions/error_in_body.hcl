a = half("x")
