true || lower(null)
# RUN: %eval %flag_vars -e %text
# CHECK: {"value":true,"type":"bool"}
