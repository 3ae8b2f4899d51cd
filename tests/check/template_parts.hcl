"subnets: ${subnets}, first: ${subnets[0].id}, ${o}"
# RUN: %check %subnets -T '{"o": ["object", {}]}' -e %text
# CHECK: "string"
# CHECK-STDERR: @1:13-1:20 Invalid template interpolation value: Cannot include the given value in a string template: string required, but have list of object.
# CHECK-STDERR: @1:50-1:51 Invalid template interpolation value: Cannot include the given value in a string template: string required, but have object.
# EXIT: 2
