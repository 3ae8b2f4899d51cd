[{a = {b = [10, 20]}}][0].a.b[1]
# CHECK: {"value":20,"type":"number"}
