try(nosuch, [2, 3]...)
# RUN: %eval -e %text
# CHECK: {"value":2,"type":"number"}
