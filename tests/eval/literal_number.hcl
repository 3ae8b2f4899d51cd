1.5e3
# RUN: %eval -e %text
# CHECK: {"value":1500,"type":"number"}
