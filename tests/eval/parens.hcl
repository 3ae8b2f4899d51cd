(1 + 2) * 3
# CHECK: {"value":9,"type":"number"}
