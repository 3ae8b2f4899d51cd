subnets[*].publik
# RUN: %check %subnets -e %text
# CHECK: ["list","dynamic"]
# CHECK-STDERR: @1:11-1:18 Unsupported attribute: This object does not have an attribute named "publik".
# EXIT: 2
