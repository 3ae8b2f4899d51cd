nested = matrix.1.0
