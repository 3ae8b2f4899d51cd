{for s in subnets : s.id => s.public ? "public" : "private"}
# RUN: %check %subnets -e %text
# CHECK: "dynamic"
