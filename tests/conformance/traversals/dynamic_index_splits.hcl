a = list[i].name
