items = [{ n = 1 }, { n = 2 }]
