a = list[0]
b = map["key"].attr
c = list.1
