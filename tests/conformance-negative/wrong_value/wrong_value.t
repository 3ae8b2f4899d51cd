# The second element is 2, not 3.
# FAILS WITH: result.x[1]: expected 3, got 2
result = { x = [1, 3] }
