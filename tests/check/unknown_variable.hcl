[subnet, subnets[0].id]
# RUN: %check %subnets -e %text
# CHECK: ["tuple",["dynamic","string"]]
# CHECK-STDERR: @1:2-1:8 Unknown variable: There is no variable named "subnet". Did you mean "subnets"?
# EXIT: 2
