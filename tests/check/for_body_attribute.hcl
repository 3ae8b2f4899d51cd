[for s in subnets : s.publik]
# RUN: %check %subnets -e %text
# CHECK: "dynamic"
# CHECK-STDERR: @1:22-1:29 warning: Unsupported attribute: This object does not have an attribute named "publik".
