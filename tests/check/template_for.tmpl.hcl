%{ for s in subnets }${s.id}: ${s}
%{ endfor }
# RUN: %check %subnets --template -e %text
# CHECK: "string"
# CHECK-STDERR: @1:33-1:34 warning: Invalid template interpolation value: Cannot include the given value in a string template: string required, but have object.
