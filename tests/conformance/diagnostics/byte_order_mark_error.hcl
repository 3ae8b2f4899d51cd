name = 1 +
