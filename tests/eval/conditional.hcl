n > 1 ? "big" : "small"
# RUN: %eval %vars -e %text
# CHECK: {"value":"big","type":"string"}
