a = { (null) = 1 }
