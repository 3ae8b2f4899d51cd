a = twice(3)
