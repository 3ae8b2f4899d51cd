max(3, 7, 2)
# RUN: %eval -e %text
# CHECK: {"value":7,"type":"number"}
