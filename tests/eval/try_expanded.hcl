try(nosuch, [2, 3]...)
# CHECK: {"value":2,"type":"number"}
