a = obj.nope
