[null || true, nothing || flag]
# RUN: %eval %flag_vars -e %text
# CHECK: {"value":[true,true],"type":["tuple",["bool","bool"]]}
