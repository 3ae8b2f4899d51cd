# An empty array spec gives an empty tuple.

result_type = tuple([])

result = []
