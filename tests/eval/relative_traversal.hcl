[{a = {b = [10, 20]}}][0].a.b[1]
# RUN: %eval -e %text
# CHECK: {"value":20,"type":"number"}
