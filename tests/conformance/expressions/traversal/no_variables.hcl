a = anything.x
