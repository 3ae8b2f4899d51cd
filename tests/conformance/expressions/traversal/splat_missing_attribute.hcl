a = items[*].nope
