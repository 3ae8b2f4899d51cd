a = true ? [1] : {x = 1}
