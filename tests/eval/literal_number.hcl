1.5e3
# CHECK: {"value":1500,"type":"number"}
