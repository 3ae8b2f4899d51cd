a = "%{ for n in [1, 2, 3, 4] }%{ if n % 2 == 0 }${n}%{ endif }%{ endfor }"
