foo-bar = 1
_under_score = 2
x--y = 3
