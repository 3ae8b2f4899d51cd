(1 + 2) * 3
# RUN: %eval -e %text
# CHECK: {"value":9,"type":"number"}
