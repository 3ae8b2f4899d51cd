a = null + 1
