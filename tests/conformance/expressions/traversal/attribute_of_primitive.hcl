a = str.length
