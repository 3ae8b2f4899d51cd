max(3, 7, 2)
# CHECK: {"value":7,"type":"number"}
