false && nosuch
# RUN: %eval %flag_vars -e %text
# CHECK: {"value":false,"type":"bool"}
