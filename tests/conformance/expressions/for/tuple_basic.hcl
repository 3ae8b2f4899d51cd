upper = [for s in ["a", "b"] : "${s}!"]
with_index = [for i, s in ["a", "b"] : "${i}=${s}"]
from_object = [for k, v in { x = 1, y = 2 } : "${k}${v}"]
from_object_values = [for v in { x = 1, y = 2 } : v * 10]
