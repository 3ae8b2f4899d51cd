tolist(objs)[*].name
# RUN: %eval %vars -e %text
# CHECK: {"value":["p","q"],"type":["list","string"]}
