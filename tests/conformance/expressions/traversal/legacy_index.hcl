second = list.1
mixed = matrix[0].1
