[for s in subnets : s.id if s.id]
# RUN: %check %subnets -e %text
# CHECK: "dynamic"
