null[*]
# RUN: %eval -e %text
# CHECK: {"value":[],"type":["tuple",[]]}
