a = [
  for x in [1, 2, 3] :
  x * x
  if x > 1
]
