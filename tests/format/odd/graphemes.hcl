a = "🇬🇧" # baz
bb = "striped" # baz
c = "é" # x
d = "中" # y
