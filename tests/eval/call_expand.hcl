[max(nums...), upper(["x"]...)]
# RUN: %eval %vars -e %text
# CHECK: {"value":[9,"X"],"type":["tuple",["number","string"]]}
