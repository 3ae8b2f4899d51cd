# An object constructor makes an object, not a map.
# FAILS WITH: result type: expected map(number), got object({x = number})
result = { x = 1 }
result_type = map(number)
