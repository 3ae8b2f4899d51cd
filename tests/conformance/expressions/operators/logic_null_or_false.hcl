a = absent || false
