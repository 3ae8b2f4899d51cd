list = "%{ for x in ["a", "b", "c"] }${x},%{ endfor }"
keyed = "%{ for k, v in { a = 1, b = 2 } }${k}=${v};%{ endfor }"
empty = "[%{ for x in [] }${x}%{ endfor }]"
